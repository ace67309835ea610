import {
  AppstoreOutlined,
  AuditOutlined,
  BlockOutlined,
  BookOutlined,
  CloudSyncOutlined,
  CommentOutlined,
  CrownOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  IdcardOutlined,
  LinkOutlined,
  MenuOutlined,
  NotificationOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  ProfileOutlined,
  RollbackOutlined,
  SettingOutlined,
  SlidersOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { type ComponentType, lazy, type ReactNode } from 'react';
import type adminCn from '../i18n/cn.json';
import { AccountsPage } from './accounts/accounts-page';
import { AuditLogPage } from './audit-log-page';
import { BlocksPage } from './blocks/blocks-page';
import { ActivatesPage } from './catalogue/activates-page';
import { CategoriesPage, LinksPage, TeachersPage } from './catalogue/catalogue-pages';
import { KechengsPage } from './catalogue/kechengs-page';
import { CommentsPage } from './comments/comments-page';
import { AnnouncementsPage, ArticlesPage, NavsPage, SlidersPage } from './content/content-pages';
import { CourseEditPage } from './courses/course-edit-page';
import { CourseListPage } from './courses/course-list-page';
import { ExamCategoriesPage } from './exams/exam-categories-page';
import { GradingPage } from './exams/grading-page';
import { PaperPage } from './exams/paper-page';
import { PapersPage } from './exams/papers-page';
import { QuestionsPage } from './exams/questions-page';
import { MediaLibraryPage } from './media/media-library-page';
import { TranscodesPage } from './media/transcodes-page';
import { MemberListPage } from './members/member-list-page';
import { OrderListPage } from './orders/order-list-page';
import { PromoCodePage } from './orders/promo-code-page';
import { RefundListPage } from './orders/refund-list-page';
import { RolePage } from './orders/role-page';
import { SettingsPage } from './settings/settings-page';

/** The menu's groups, titled by the shell's `sections` strings; `''` stands above them all. */
export type MenuSection = '' | keyof (typeof adminCn)['sections'];
type MenuLabel = Extract<keyof typeof adminCn, 'dashboard' | 'auditLogs' | `menu${string}`>;

/** A menu entry: shown only to roles with its permission (the server checks again). */
interface MenuEntry {
  section: MenuSection;
  icon: ReactNode;
  label: MenuLabel;
  permission: string;
}

export interface AdminPage {
  /** Below /admin (`''`: the dashboard at /admin itself). */
  path: string;
  component: ComponentType;
  /** Pages reached from another page (a course's editor) have no entry. */
  menu?: MenuEntry;
}

// ECharts (~300 kB) loads with the dashboard only, not with every console page.
const DashboardPage = lazy(() =>
  import('./dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

/** The menu entries of a section for one permission: `content(icon, label)`. */
const entries =
  (section: MenuSection, permission: string) =>
  (icon: ReactNode, label: MenuLabel): MenuEntry => ({ section, icon, label, permission });
const content = entries('content', 'content.manage');
const site = entries('site', 'content.manage');
const exams = entries('exams', 'content.manage');
const orders = entries('business', 'orders.view');

/**
 * Every console page: the routes under /admin and the menu (its sections and entries in this order) are
 * both made from this list, so a new page is one line here and a folder of its own.
 */
export const ADMIN_PAGES: AdminPage[] = [
  {
    path: '',
    component: DashboardPage,
    menu: entries('', 'dashboard.view')(<DashboardOutlined />, 'dashboard'),
  },
  { path: 'courses', component: CourseListPage, menu: content(<PlaySquareOutlined />, 'menuCourses') },
  { path: 'courses/new', component: CourseEditPage },
  { path: 'courses/:id', component: CourseEditPage },
  { path: 'categories', component: CategoriesPage, menu: content(<AppstoreOutlined />, 'menuCategories') },
  { path: 'teachers', component: TeachersPage, menu: content(<IdcardOutlined />, 'menuTeachers') },
  { path: 'activates', component: ActivatesPage, menu: content(<EnvironmentOutlined />, 'menuActivates') },
  { path: 'kechengs', component: KechengsPage, menu: content(<BookOutlined />, 'menuKechengs') },
  { path: 'media', component: MediaLibraryPage, menu: content(<PictureOutlined />, 'menuMedia') },
  { path: 'transcodes', component: TranscodesPage, menu: content(<CloudSyncOutlined />, 'menuTranscodes') },
  { path: 'comments', component: CommentsPage, menu: content(<CommentOutlined />, 'menuComments') },
  {
    path: 'exam/categories',
    component: ExamCategoriesPage,
    menu: exams(<FolderOutlined />, 'menuExamCategories'),
  },
  { path: 'exam/questions', component: QuestionsPage, menu: exams(<FormOutlined />, 'menuQuestions') },
  { path: 'exam/papers', component: PapersPage, menu: exams(<FileDoneOutlined />, 'menuExamPapers') },
  { path: 'exam/papers/:id', component: PaperPage },
  { path: 'exam/papers/:id/grading', component: GradingPage },
  { path: 'view-blocks', component: BlocksPage, menu: site(<BlockOutlined />, 'menuBlocks') },
  { path: 'articles', component: ArticlesPage, menu: site(<FileTextOutlined />, 'menuArticles') },
  {
    path: 'announcements',
    component: AnnouncementsPage,
    menu: site(<NotificationOutlined />, 'menuAnnouncements'),
  },
  { path: 'sliders', component: SlidersPage, menu: site(<SlidersOutlined />, 'menuSliders') },
  { path: 'links', component: LinksPage, menu: site(<LinkOutlined />, 'menuLinks') },
  { path: 'navs', component: NavsPage, menu: site(<MenuOutlined />, 'menuNavs') },
  {
    path: 'members',
    component: MemberListPage,
    menu: entries('business', 'members.view')(<UserOutlined />, 'menuMembers'),
  },
  { path: 'orders', component: OrderListPage, menu: orders(<ProfileOutlined />, 'menuOrders') },
  { path: 'refunds', component: RefundListPage, menu: orders(<RollbackOutlined />, 'menuRefunds') },
  { path: 'promo-codes', component: PromoCodePage, menu: orders(<TagsOutlined />, 'menuPromoCodes') },
  { path: 'roles', component: RolePage, menu: orders(<CrownOutlined />, 'menuRoles') },
  {
    path: 'settings',
    component: SettingsPage,
    menu: entries('system', 'settings.manage')(<SettingOutlined />, 'menuSettings'),
  },
  {
    path: 'administrators',
    component: AccountsPage,
    menu: entries('system', 'admins.manage')(<TeamOutlined />, 'menuAdmins'),
  },
  {
    path: 'audit-logs',
    component: AuditLogPage,
    menu: entries('system', 'audit.view')(<AuditOutlined />, 'auditLogs'),
  },
];
