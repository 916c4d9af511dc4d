// The support chat end to end: a customer asks from the bubble, an admin answers from the desk in another browser,
// both see it live without reloading; maximize and restore; a send that fails offline is retried (decisions 106, 107).
import { expect, expectAccessible, isPhone, test } from './fixtures.ts';
import { signIn } from './session.ts';

const TIME = /\d\d:\d\d (am|pm)/;

test.describe('support chat', () => {
  test('a customer asks from the bubble, an admin answers from the desk, both live', async ({ page, browser }) => {
    // Two browsers, four accessibility checks and a reload on a busy 2-core runner.
    test.setTimeout(120_000);
    const tag = `${Date.now().toString(36)}-${test.info().project.name}`;
    const question = `Where is my refund? ${tag}`;
    const answer = `It left our bank today. ${tag}`;

    await signIn(page, 'customer');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /open support chat/i }).click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await expect(chat.getByText(/^Hi Thandi/)).toBeVisible();
    await expect(chat.getByText('Have any issues?')).toBeVisible();
    await expect(chat.getByText('We are ready to help')).toBeVisible();
    const box = await chat.boundingBox();
    if (isPhone(page)) expect(box!.width).toBe(page.viewportSize()!.width);
    else expect(box!.width).toBe(377);
    await expectAccessible(page);

    await chat.getByRole('button', { name: 'Messages' }).click();
    await expect(chat.getByText('Your conversations')).toBeVisible();
    await expectAccessible(page);
    await chat.getByRole('button', { name: 'Start new chat' }).click();
    // No agent has the product open: the header says so and what happens instead, never "Agent (Online)".
    await expect(chat.getByRole('status').filter({ hasText: 'No agent online: we will answer here and notify you' })).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Back to messages' })).toBeVisible();
    const input = chat.getByRole('textbox', { name: 'Your message' });
    await expect(input).toHaveAttribute('placeholder', 'Type your message here...');
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
    await input.fill(question);
    await chat.getByRole('button', { name: 'Send' }).click();
    const mine = chat.getByRole('article').filter({ hasText: question });
    await expect(mine).toContainText(TIME);
    await expect(mine).toContainText('Sent');
    await expect(input).toHaveValue('');
    // The focus stays in the box for the next message, though the Send button clicked disabled itself meanwhile.
    await expect(input).toBeFocused();
    await expectAccessible(page);

    if (!isPhone(page)) {
      await chat.getByRole('button', { name: 'Maximize chat' }).click();
      await expect.poll(async () => (await chat.boundingBox())!.width).toBeGreaterThan(377);
      await chat.getByRole('button', { name: 'Restore chat size' }).click();
      await expect.poll(async () => (await chat.boundingBox())!.width).toBe(377);
    }

    // The support agent, in a browser of their own, finds it on the desk and answers.
    const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const desk = await adminContext.newPage();
    try {
      await signIn(desk, 'admin');
      await desk.goto('/admin/support');
      await expect(desk).toHaveTitle('Support chats | Redress');
      // The agent's page is open: the customer's header says so live, without reloading.
      await expect(chat.getByRole('status').filter({ hasText: 'An agent is online now' })).toBeVisible({ timeout: 10_000 });
      await desk.getByLabel('Search conversations').fill(tag);
      const row = desk.getByRole('list', { name: 'Open conversations' }).getByRole('link').filter({ hasText: 'Thandi' });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(/unread/);
      await expectAccessible(desk);
      await row.click();
      await expect(desk).toHaveURL(/\/admin\/support\/chat\?open=/);
      const pane = desk.getByRole('region', { name: /Conversation with Thandi/ });
      await expect(pane.getByRole('article').filter({ hasText: question })).toBeVisible();
      await pane.getByRole('textbox', { name: 'Your message' }).fill(answer);
      await pane.getByRole('button', { name: 'Send' }).click();
      await expect(pane.getByRole('article').filter({ hasText: answer })).toContainText(TIME);
      await expectAccessible(desk);

      // The customer sees the answer without reloading, and the agent sees the customer's follow-up.
      await expect(chat.getByRole('article').filter({ hasText: answer })).toBeVisible({ timeout: 10_000 });
      await expect(chat.getByText(/Redress Support/).first()).toBeVisible();
      await input.fill(`Thank you! ${tag}`);
      await chat.getByRole('button', { name: 'Send' }).click();
      await expect(pane.getByRole('article').filter({ hasText: `Thank you! ${tag}` })).toBeVisible({ timeout: 10_000 });
      // The agent leaves: the header says so live.
      await desk.close();
      await expect(chat.getByRole('status').filter({ hasText: 'No agent online' })).toBeVisible({ timeout: 10_000 });
      // The agent read the question: the customer's copy says so after the next load.
      await page.reload();
      await page.getByRole('button', { name: /open support chat/i }).click();
      await page.getByRole('dialog', { name: 'Support chat' }).getByRole('button', { name: 'Messages' }).click();
      await expect(page.getByRole('dialog', { name: 'Support chat' }).getByRole('button', { name: /Redress Support/ })).toContainText('Thank you!');
    } finally {
      await adminContext.close();
    }
  });

  test('a send that fails offline says so, and Retry sends it', async ({ page, context }) => {
    const text = `Offline question ${Date.now().toString(36)}-${test.info().project.name}`;
    await signIn(page, 'customer');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /open support chat/i }).click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await chat.getByRole('button', { name: 'Send us a message' }).click();
    await context.setOffline(true);
    await chat.getByRole('textbox', { name: 'Your message' }).fill(text);
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText('Not sent.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /Something went wrong/ })).toBeVisible();
    await expect(chat.getByRole('textbox', { name: 'Your message' })).toHaveValue(text);
    await context.setOffline(false);
    await chat.getByRole('button', { name: 'Retry' }).click();
    await expect(chat.getByRole('article').filter({ hasText: text })).toContainText('Sent');
    await expect(chat.getByText('Not sent.')).toHaveCount(0);
  });
});

test('the chat button covers no control: Post comment on a complaint page stays clear of it', async ({ page }) => {
  await signIn(page, 'customer');
  const list = await (await page.request.get('/api/complaint/complaintByOrganizationId/kestrel-mobile', { params: { size: 1 } })).json() as { data: { id: string }[] };
  await page.goto(`/complaints/${list.data[0]!.id}`);
  const fab = page.getByRole('button', { name: /open support chat/i });
  const post = page.getByRole('button', { name: 'Post comment' });
  await expect(fab).toBeVisible();
  await page.getByRole('textbox', { name: 'Add a comment' }).fill('Same thing happened to me.');
  // The button is in the chat button's column at this width: only the vertical room keeps them apart.
  const [fabBox, postBox] = [(await fab.boundingBox())!, (await post.boundingBox())!];
  expect(postBox.x + postBox.width > fabBox.x).toBe(true);
  const overlaps = async () => {
    const [a, b] = [(await fab.boundingBox())!, (await post.boundingBox())!];
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  };
  // Brought into view at the window's bottom edge (as a browser scrolls to a control tabbed to), and at the page's end.
  await post.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  expect(await overlaps()).toBe(false);
  await page.evaluate('window.scrollTo(0, 0)');
  await post.focus();
  expect(await overlaps()).toBe(false);
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const copyright = page.getByRole('contentinfo').getByText(/^© \d{4}/);
  const [a, c] = [(await fab.boundingBox())!, (await copyright.boundingBox())!];
  expect(c.y + c.height <= a.y || a.x >= c.x + c.width, 'the footer\'s last line ends above the button').toBe(true);
});

test('a business asks support from its drawer\'s Support chat page', async ({ page }) => {
  const text = `How do I add an employee? ${Date.now().toString(36)}-${test.info().project.name}`;
  await signIn(page, 'business');
  await page.goto('/business/dashboard');
  // Businesses have no bubble: their chat is a page of the business drawer.
  await expect(page.getByRole('button', { name: /open support chat/i })).toHaveCount(0);
  await page.goto('/business/support/chat');
  await expect(page).toHaveTitle('Support chat | Redress');
  await page.getByRole('textbox', { name: 'Your message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('article').filter({ hasText: text })).toContainText('Sent');
  await expectAccessible(page);
});
