import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { adminToken, loginInBrowser } from '../support/admin';
import { DESKTOP, newContext, openPage, PHONE } from '../support/browser';
import { goodsShown, memberMenu, payAtCashier, submitToPay, yuan } from '../support/commerce';
import { publishPaper, setPaperSwitch, single } from '../support/exams';
import { assertNoProblems, currentPath } from '../support/expect-page';
import { freshMemberToken, memberContext } from '../support/member';
import { cn } from '../support/messages';
import { shoot, shootScreen } from '../support/shots';
import { useSite } from '../support/site';
import { adminExamsCn as A, examsCn as X } from '../support/strings';

/*
 * Issue 23: a member finds a paper, sits it against the clock, submits, and reads a result that waits for
 * the short answer's grader; a teacher grades it in the console and the score appears. On /h5 a member
 * sits a paper one question a screen. Each story writes its own papers through the console's API.
 */
/** A button's name as antd renders it: a label of two Chinese characters gets a space between them. */
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);

describe('exams: sitting a paper, and grading it', () => {
  const site = useSite();
  let root: string;

  before(async () => {
    root = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    await setPaperSwitch(site.baseUrl, root, true);
  });

  it('PC: a member sits a timed paper, waits for grading, and sees the score once it is graded', async () => {
    const paper = await publishPaper(
      site.baseUrl,
      root,
      '网络期中',
      { time_limit: 20, pass_score: 6, show_answers_after: 'graded' },
      [
        single('哪个传输层协议提供可靠传输', ['TCP', 'UDP'], 0, 2),
        { type: 'judge', stem: '<p>HTTP 默认使用 80 端口</p>', answer: true, score: 2 },
        { type: 'short', stem: '<p>简述 TCP 三次握手</p>', answer: '<p>SYN、SYN-ACK、ACK</p>', score: 6 },
      ],
    );
    const member = await freshMemberToken(site.baseUrl);
    const context = await memberContext(site, member, DESKTOP);
    const { page, problems } = await openPage(context);

    await page.goto('/exam/papers');
    await page.getByRole('link', { name: new RegExp(`^${paper.title}`) }).click();
    await page.waitForURL((u) => u.pathname === `/exam/papers/${paper.id}`);
    await page.getByRole('heading', { name: paper.title, level: 1 }).waitFor();
    await shoot(page, 'exam-paper', DESKTOP.width);
    // A timed paper asks first: the clock will not stop once it starts.
    await page.getByRole('button', { name: X.paper.start, exact: true }).click();
    const ask = page.getByRole('dialog', { name: X.paper.startTitle });
    await ask.getByText(X.paper.startText.replace('{{count}}', '20')).waitFor();
    // antd spaces a two-character Chinese label (开 始).
    await ask.getByRole('button', { name: spaced(X.paper.startOk) }).click();
    await page.waitForURL((u) => /^\/exam\/attempts\/\d+$/.test(u.pathname));
    const attemptPath = currentPath(page);

    const answered = (done: number) =>
      page.getByText(X.take.answered.replace('{{done}}', String(done)).replace('{{total}}', '3'));
    await page.getByRole('radio', { name: 'TCP' }).check();
    await page.getByRole('radio', { name: X.take.judgeTrue }).check();
    await answered(2).waitFor();
    await page.getByText(X.take.saved).waitFor();
    // Half-way, the page is reloaded (or the attempt opened on another device): it resumes with every answer.
    await page.reload();
    await answered(2).waitFor();
    assert.equal(await page.getByRole('radio', { name: 'TCP' }).isChecked(), true);
    assert.equal(await page.getByRole('radio', { name: X.take.judgeTrue }).isChecked(), true);
    await page
      .getByPlaceholder(X.take.shortPlaceholder)
      .fill('客户端发 SYN，服务端回 SYN-ACK，客户端再发 ACK');
    await answered(3).waitFor();
    // Typing is saved after a pause: 交卷 waits for the state the server has, not for time.
    await page.getByText(X.take.saved).waitFor();
    await shootScreen(page, 'exam-attempt');
    await page.getByRole('button', { name: spaced(X.take.submit) }).click();
    const confirm = page.getByRole('dialog', { name: X.take.confirmTitle });
    await confirm.getByText(X.take.confirmAll).waitFor();
    await confirm.getByRole('button', { name: spaced(X.take.confirmOk) }).click();
    await page.waitForURL((u) => u.pathname === `${attemptPath}/result`);
    await page.getByText(X.result.gradingTitle, { exact: true }).waitFor();
    await page.getByText(X.result.objective.replace('{{score}}', '4')).waitFor();
    await shoot(page, 'exam-result-grading', DESKTOP.width);

    // The teacher's queue: the short answer as written, a score, and the attempt is graded.
    const staff = await newContext(site.browser, site.baseUrl, { viewport: DESKTOP });
    const { page: console, problems: consoleProblems } = await openPage(staff);
    await loginInBrowser(console, site.baseUrl, 'admin', 'shuyuan123');
    await console.goto(`/admin/exam/papers/${paper.id}/grading`);
    await console.getByText('客户端发 SYN，服务端回 SYN-ACK，客户端再发 ACK').waitFor();
    await console.getByRole('spinbutton', { name: A.grading.scoreLabel.replace('{{max}}', '6') }).fill('5');
    await shootScreen(console, 'admin-exam-grading');
    await console.getByRole('button', { name: A.grading.submit }).click();
    await console.getByText(A.grading.empty).waitFor();
    assertNoProblems(consoleProblems, 'the grading console');
    await staff.close();

    await page.reload();
    await page.getByText(X.result.passed, { exact: true }).first().waitFor();
    // 2 + 2 for the objective questions, 5 from the grader.
    assert.equal((await page.locator('.exam-score__value').textContent())?.trim(), '9');
    await page.getByText(X.result.key).first().waitFor();
    await shoot(page, 'exam-result', DESKTOP.width);

    // 我的考试: the attempt, passed, with its score and the way to its result.
    await page.goto('/member/exams');
    const row = page.locator('li', { hasText: paper.title });
    await row.getByText(X.attempts.passed, { exact: true }).waitFor();
    await row.getByText(/^9( \/ 10)? 分$/).waitFor();
    assert.equal(
      await row.getByRole('link', { name: X.attempts.view }).getAttribute('href'),
      `${attemptPath}/result`,
    );
    assertNoProblems(problems, 'the PC exam story');
    await context.close();
  });

  it('/h5: a member sits an untimed paper one question a screen and reads the answers at once', async () => {
    const paper = await publishPaper(site.baseUrl, root, '数据小测', { show_answers_after: 'submit' }, [
      single('中位数对异常值是否敏感', ['敏感', '不敏感'], 1, 5),
      { type: 'judge', stem: '<p>相关不等于因果</p>', answer: true, score: 5 },
    ]);
    const member = await freshMemberToken(site.baseUrl);
    const context = await memberContext(site, member, PHONE);
    const { page, problems } = await openPage(context);

    await page.goto('/h5/exam/papers');
    await page.getByRole('link', { name: new RegExp(`^${paper.title}`) }).click();
    await page.waitForURL((u) => u.pathname === `/h5/exam/papers/${paper.id}`);
    await shootScreen(page, 'h5-exam-paper');
    await page.getByRole('button', { name: X.paper.start, exact: true }).click();
    await page.waitForURL((u) => /^\/h5\/exam\/attempts\/\d+$/.test(u.pathname));
    await page.getByRole('radio', { name: '不敏感' }).check();
    await page.getByText(X.take.saved).waitFor();
    await page.getByRole('button', { name: X.take.next }).click();
    await page.getByRole('radio', { name: X.take.judgeTrue }).check();
    await page.getByText(X.take.saved).waitFor();
    await shootScreen(page, 'h5-exam-attempt');
    await page.getByRole('button', { name: spaced(X.take.submit) }).click();
    const confirm = page.getByRole('dialog', { name: X.take.confirmTitle });
    await confirm.getByRole('button', { name: spaced(X.take.confirmOk) }).click();
    await page.waitForURL((u) => /^\/h5\/exam\/attempts\/\d+\/result$/.test(u.pathname));
    await page.getByText(X.result.passed, { exact: true }).first().waitFor();
    assert.equal(await page.getByText(X.result.right).count(), 2, 'both answers are marked right');
    await shootScreen(page, 'h5-exam-result', { fullPage: true });
    assertNoProblems(problems, 'the /h5 exam story');
    await context.close();
  });

  it('PC: a member buys a paid paper at the cashier, then sits it', async () => {
    const paper = await publishPaper(site.baseUrl, root, '付费模拟', { charge: 9.9 }, [
      single('子网掩码 255.255.255.0 对应的前缀长度', ['/16', '/24'], 1, 5),
    ]);
    const member = await freshMemberToken(site.baseUrl);
    const context = await memberContext(site, member, DESKTOP);
    const { page, problems } = await openPage(context);
    await page.goto(`/exam/papers/${paper.id}`);
    await page.getByRole('heading', { name: paper.title, level: 1 }).waitFor();
    await memberMenu(page).waitFor();
    // Not bought: the way in is to buy it; there is no start button yet.
    assert.equal(await page.getByRole('button', { name: X.paper.start, exact: true }).count(), 0);
    await page.getByRole('link', { name: new RegExp(`^${X.paper.buyShort}`) }).click();
    await page.waitForURL((u) => u.pathname === '/order' && u.searchParams.get('goods_type') === 'paper');
    await goodsShown(page, paper.title);
    assert.equal(await page.getByTestId('order-due').textContent(), yuan(9.9));
    await shoot(page, 'order-paper', DESKTOP.width);
    await payAtCashier(site.baseUrl, await submitToPay(page));
    await page.waitForURL((u) => u.pathname === '/order/success');
    await page.getByRole('heading', { level: 1, name: cn.commerce.success.heading }).waitFor();
    await page.getByRole('link', { name: cn.commerce.success.goods.PAPER }).click();
    await page.waitForURL((u) => u.pathname === `/exam/papers/${paper.id}`);
    // Bought: an untimed paper starts at once.
    await page.getByRole('button', { name: X.paper.start, exact: true }).click();
    await page.waitForURL((u) => /^\/exam\/attempts\/\d+$/.test(u.pathname));
    await page.getByRole('radio', { name: '/24' }).check();
    await page.getByText(X.take.saved).waitFor();
    assertNoProblems(problems, 'buying a paper');
    await context.close();
  });

  it('switched off, the exam pages are not found and their links are gone; on again, they are back', async () => {
    const context = await newContext(site.browser, site.baseUrl, { viewport: DESKTOP });
    const { page, problems } = await openPage(context);
    await setPaperSwitch(site.baseUrl, root, false);
    try {
      await page.goto('/exam/papers');
      await page.getByRole('heading', { name: cn.notFound.title }).waitFor();
      assert.equal(await page.getByRole('banner').getByRole('link', { name: cn.nav.exams }).count(), 0);
    } finally {
      await setPaperSwitch(site.baseUrl, root, true);
    }
    await page.goto('/exam/papers');
    await page.getByRole('heading', { name: X.title, level: 1 }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: cn.nav.exams }).waitFor();
    assertNoProblems(problems, 'the exams switch');
    await context.close();
  });
});
