import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PRESENCE_BEAT_SECONDS } from '@admin/contract';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { navigate, quickMessage, screenshot, signIn, useE2E } from './harness.ts';
import { apiAs } from './staff-api.ts';

const e2e = useE2E();
const QUESTION = 'Tôi quên mật khẩu thì làm sao?';

/** The editor (content staff) in a context of their own, in English unless told otherwise. */
async function editorPage(locale: 'vi' | 'en' = 'en') {
  const opened = await e2e.newPage({ locale });
  await signIn(opened.page, 'editor', 'editor123');
  await opened.page.locator('[data-testid="sidebar"]').waitFor();
  return opened;
}

const faqId = async () =>
  (await e2e.db.selectFrom('faqs').select('id').where('question', '=', QUESTION).executeTakeFirstOrThrow()).id;
const question = (page: Page) => page.locator('textarea[name="question"]');

describe('several staff at once', () => {
  test('two people on one FAQ: each sees the other, a save made meanwhile is said, and the conflict dialog keeps what was typed', async () => {
    const id = await faqId();
    const admin = await e2e.adminPage({ locale: 'vi' });
    const editor = await editorPage();
    await navigate(editor.page, `/faqs/${id}/edit`);
    await question(editor.page).waitFor();
    await navigate(admin.page, `/faqs/${id}/edit`);
    // the admin sees the editor on the record at once
    await admin.page.getByTestId('record-presence').getByText('Trần Thị Mai Anh đang xem').waitFor();
    await screenshot(admin.page, 'presence-vi.png');
    await assertAccessible(admin.page, 'edit screen with someone else on it');

    // the editor types; meanwhile the admin saves a new question
    await question(editor.page).fill('How do I reset a forgotten password?');
    await question(admin.page).fill('Quên mật khẩu: làm thế nào để lấy lại?');
    // the editor, there first, is told at once that the admin came and is editing
    const presence = editor.page.getByTestId('record-presence');
    await presence.getByText(/Nguyễn Thành Công/).waitFor();
    await admin.page.locator('[data-testid="form-save"]').click();
    const left = Date.now();
    await quickMessage(admin.page);
    // saved, the admin is back on the list: gone from the editor's screen at once, not at the next heartbeat
    await presence.waitFor({ state: 'detached' });
    assert.ok(Date.now() - left < PRESENCE_BEAT_SECONDS * 1000, 'cleared before the next heartbeat');

    // the editor's screen says so, and keeps the typing
    const notice = editor.page.getByTestId('record-changed');
    await notice.getByText('Nguyễn Thành Công changed this record').waitFor();
    assert.equal(await question(editor.page).inputValue(), 'How do I reset a forgotten password?');
    await assertAccessible(editor.page, 'edit screen with a change heard');

    // the editor saves: refused, the dialog shows both values side by side
    await editor.page.locator('[data-testid="form-save"]').click();
    const dialog = editor.page.getByTestId('conflict-dialog');
    await dialog.waitFor();
    const row = dialog.getByTestId('conflict-question');
    await row.getByText('Quên mật khẩu: làm thế nào để lấy lại?').waitFor();
    await row.getByText('How do I reset a forgotten password?').waitFor();
    await screenshot(editor.page, 'conflict-dialog-en.png');
    await assertAccessible(editor.page, 'conflict dialog');
    await dialog.getByTestId('conflict-mine').click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await question(editor.page).inputValue(), 'How do I reset a forgotten password?');
    await editor.page.locator('[data-testid="form-save"]').click();
    await quickMessage(editor.page);
    const saved = await e2e.db.selectFrom('faqs').select('question').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(saved.question, 'How do I reset a forgotten password?');
    await editor.context.close();
    await admin.context.close();
  });

  test("a status change made by one shows in the other's list without a reload", async () => {
    const { id, question: text } = await e2e.db
      .selectFrom('faqs')
      .select(['id', 'question'])
      .where('question', '=', 'Tôi có thể xem xe trực tiếp không?')
      .executeTakeFirstOrThrow();
    const search = `/faqs?q=${encodeURIComponent(text)}`;
    const admin = await e2e.adminPage({ locale: 'vi' });
    const editor = await editorPage();
    await navigate(admin.page, search);
    await navigate(editor.page, search);
    const mine = editor.page.getByTestId(`faq-status-${id}`);
    const theirs = admin.page.getByTestId(`faq-status-${id}`);
    await mine.waitFor();
    await theirs.waitFor();
    const before = await theirs.isChecked();
    assert.equal(await mine.isChecked(), before);
    const loads = await admin.page.evaluate(() => performance.getEntriesByType('navigation').length);
    await mine.click();
    await quickMessage(editor.page);
    // the admin's list follows, with no reload of the page
    await admin.page.waitForFunction(
      ([testId, was]) =>
        (document.querySelector(`[data-testid="${testId}"]`) as HTMLInputElement | null)?.checked !== was,
      [`faq-status-${id}`, before] as const,
    );
    assert.equal(await admin.page.evaluate(() => performance.getEntriesByType('navigation').length), loads);
    await screenshot(admin.page, 'live-list-vi.png');
    await admin.context.close();
    await editor.context.close();
  });
  test("a list's rows stay put under the pointer, and a switch flipped on a row changed meanwhile is refused", async () => {
    const { id, title, status } = await e2e.db
      .selectFrom('pages')
      .select(['id', 'title', 'status'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const renamed = `${title} (đã sửa)`;
    const editor = await editorPage('vi');
    await navigate(editor.page, `/pages?q=${encodeURIComponent(title)}`);
    const toggle = editor.page.getByTestId(`page-status-${id}`);
    await toggle.waitFor();
    // the pointer rests on the row; someone else renames the page meanwhile
    await editor.page.getByText(title, { exact: true }).hover();
    const heardBefore = await editor.page.evaluate(() => document.documentElement.dataset.liveHeard ?? '');
    const admin = await apiAs(e2e.url);
    const page = (await admin.get(`/pages/${id}`)).data as Record<string, unknown>;
    const rename = (to: string) =>
      admin.send('PUT', `/pages/${id}`, {
        title: to,
        slug: page.slug,
        content: page.content,
        seo_title: page.seo_title,
        seo_description: page.seo_description,
        status: page.status,
      });
    await rename(renamed);
    // heard (the tab's last change heard is theirs), but not drawn under the pointer
    await editor.page.waitForFunction((was) => (document.documentElement.dataset.liveHeard ?? '') !== was, heardBefore);
    assert.equal(await editor.page.getByText(renamed).count(), 0, 'the row under the pointer did not change');
    // a switch flipped on what the row still shows: refused, with who changed it
    await toggle.click();
    const alert = editor.page.getByTestId('alert-dialog');
    await alert.getByText(/Nguyễn Thành Công/).waitFor();
    await assertAccessible(editor.page, 'a stale switch refused');
    await screenshot(editor.page, 'live-stale-switch-vi.png');
    await alert.getByRole('button').first().click();
    // the pointer has left the rows: the row shows their change
    await editor.page.mouse.move(5, 5);
    await editor.page.getByText(renamed).waitFor();
    const row = await e2e.db.selectFrom('pages').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.status, status, 'the refused switch saved nothing');
    await rename(title);
    await editor.context.close();
  });
});
