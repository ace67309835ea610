import type { TMessages } from './cn';

/** English singular forms i18next picks for a count of 1 (`key_one`); Chinese has one string for every count. */
interface EnglishPlurals {
  course: { learners_one: string; lessons_one: string };
}

const english: TMessages & EnglishPlurals = {
  app: {
    breadcrumb: 'You are here',
    name: 'Shuyuan',
    skipToContent: 'Skip to main content',
    loading: 'Loading',
    backHome: 'Back to home',
    retry: 'Retry',
    reload: 'Reload',
    more: 'More',
  },
  nav: {
    label: 'Main navigation',
    home: 'Home',
    courses: 'Online Courses',
    activates: 'Offline Courses',
    articles: 'Articles',
    exams: 'Exams',
    about: 'About Us',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
  },
  header: {
    messages: 'Messages',
    unread: '{{count}} unread',
    vip: 'VIP membership',
    exams: 'My exams',
    searchLabel: 'Search courses',
    searchPlaceholder: 'Search courses and articles',
    searchButton: 'Search',
    searchEmpty: 'Please enter a keyword to search',
    login: 'Log in',
    register: 'Sign up',
    myCourses: 'My Courses',
    userCenter: 'My account',
    logout: 'Log out',
    loggedOut: 'You have logged out',
    languageLabel: 'Change language',
    switchTo: '中文',
    switchToShort: '中',
    logoAlt: '{{name}} home',
    userMenu: 'Account menu',
  },
  footer: {
    label: 'Footer',
    tagline: 'Learn what you want, anywhere, any time.',
    courses: 'Courses',
    onlineCourses: 'Online courses',
    offlineCourses: 'Offline courses',
    articles: 'Articles',
    announcements: 'Announcements',
    specials: 'Special topics',
    noSpecials: 'No topics yet',
    contact: 'Contact',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    followUs: 'Follow us',
    qrcodeAlt: 'QR code: {{name}}',
    links: 'Friendly links',
    rights: '© {{year}} {{name}}. All rights reserved.',
    about: 'About us',
  },
  slides: {
    prev: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slides',
    play: 'Play slides',
    goto: 'Slide {{n}}',
  },
  backTop: 'Back to top',
  home: {
    title: 'Home',
    carousel: 'Featured slides',
    slide: 'Slide {{n}}',
    announcement: 'Notice',
    heroTitle: 'Start your learning journey',
    heroText: 'Hand-picked online courses and offline events. Learn anywhere.',
    heroCta: 'Browse all courses',
    moreCourses: 'See more',
    noBlocks: 'The home page is being prepared',
  },
  course: {
    free: 'Free',
    learners: '{{count}} learners',
    learners_one: '{{count}} learner',
    lessons: '{{count}} lessons',
    lessons_one: '{{count}} lesson',
    coverAlt: 'Course cover: {{title}}',
    uncategorised: 'Uncategorised',
  },
  login: {
    title: 'Log in',
    bannerTitle: 'Log in to continue learning',
    bannerText: 'Log in to study your courses and see your orders and messages.',
    button: 'Log in to view',
    perks: {
      courses: { title: 'Quality courses', text: 'Structured online courses and offline events, anywhere.' },
      progress: {
        title: 'Learning history',
        text: 'Your progress is saved, so you pick up where you left off.',
      },
      orders: { title: 'Orders and messages', text: 'Your courses, orders and messages in one place.' },
    },
  },
  loginCallback: {
    title: 'Loading',
    text: 'Finishing the third-party log-in, please wait…',
  },
  notFound: {
    title: 'Page not found',
    text: 'Sorry, the page you are looking for does not exist or has been removed.',
    browse: 'Browse courses',
  },
  error: {
    title: 'Error',
    defaultMsg: 'Something went wrong. Please try again later.',
    routeTitle: 'This page ran into a problem',
    chunkText:
      'Part of the page could not be loaded, perhaps because the site was just updated. Please reload.',
  },
  about: {
    title: 'About Us',
    heading: 'About us',
    frameTitle: 'About us content',
    empty: 'The about page has not been written yet',
  },
  auth: {
    sendSms: 'Get code',
    sending: 'Sending...',
    resendIn: 'Resend in {{seconds}}s',
    countdownAnnounce: 'Code sent; you can request another in {{seconds}} seconds',
  },
  http: {
    loginAgain: 'Please log in again',
    network: 'Network error, please try again later',
  },
};

/** The shape Chinese sets; the singular forms ride along for i18next without widening it for readers. */
export const en: TMessages = english;
