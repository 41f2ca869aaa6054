import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import { SHOTS_DIR, useE2E } from './harness.ts';
import { choose, pictureFile, shot, signInAsAdmin } from './content-helpers.ts';

const e2e = useE2E();
mkdirSync(SHOTS_DIR, { recursive: true });

describe('news, categories and comments', () => {
  test('write an article with a picture, publish it, read it with its related articles', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page);

    await page.goto('/news');
    await page.locator('.DataTable-row').first().waitFor();
    await shot(page, 'news-list-vi');
    await page.locator('[data-testid="news-write"]').click();
    await page.waitForURL('**/news/create');

    await page.locator('input[name="title"]').fill('Kinh nghiệm chọn mua xe tay ga cũ cho sinh viên');
    await page.locator('textarea[name="summary"]').fill('Năm điều cần kiểm tra trước khi xuống tiền.');
    // the category is required: the form says so before anything is sent
    await page.locator('[data-testid="form-save"]').click();
    await page.getByText('Choose a category').or(page.getByText('Hãy chọn danh mục')).first().waitFor();
    const categoryField = page.locator('[data-testid="field-category_id"]');
    await categoryField.click();
    await page.locator('[data-testid^="option-category_id-"]').first().click();
    await choose(page, 'status', 'published');

    const editor = page.locator('[data-testid="news-content"]');
    await editor.click();
    await page.keyboard.type('Kiểm tra số khung, số máy và giấy tờ xe trước tiên.');
    await page
      .locator('[data-testid="news-content-image-input"]')
      .setInputFiles(await pictureFile('xe-ga.png', '#2f6fde'));
    await editor.locator('img').waitFor();
    await page
      .locator('[data-testid="news-thumbnail"]')
      .setInputFiles(await pictureFile('anh-dai-dien.png', '#f59e0b', 640, 400));
    await page.locator('aside img, [data-testid="news-form"] img[alt]').first().waitFor();
    await shot(page, 'news-create-vi');
    await page.locator('[data-testid="form-save"]').click();

    // creating leads to the article's edit page
    await page.waitForURL(/\/news\/\d+\/edit$/);
    const id = Number(/\/news\/(\d+)\/edit$/.exec(page.url())?.[1]);
    assert.ok(id > 0);
    assert.equal(
      await page.locator('input[name="title"]').inputValue(),
      'Kinh nghiệm chọn mua xe tay ga cũ cho sinh viên',
    );
    await page.getByText('Đã xuất bản').first().waitFor();
    await page.getByText('Nguyễn Thành Công').first().waitFor();

    await page.locator('[data-testid="news-open-view"]').click();
    await page.waitForURL(`**/news/${id}`);
    const article = page.locator('[data-testid="news-article"]');
    await article.getByText('Kiểm tra số khung, số máy').waitFor();
    assert.equal(
      (await article.locator('img[src^="/uploads/"]').count()) >= 1,
      true,
      'the uploaded picture is in the article',
    );
    await page.locator('[data-testid="news-related"] a').first().waitFor();
    await shot(page, 'news-view-vi');

    // the list finds it by its title and by its status
    await page.goto('/news?status=published&q=sinh%20vi%C3%AAn');
    await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor();

    // sorting is the server's, kept in the URL
    await page.goto('/news');
    await page.locator('.DataTable-columnHeader[data-field="title"] .DataTable-columnHeaderTitle').click();
    await page.waitForURL(/sort_by=title/);
    await context.close();
  });

  test('categories: create one, hide it, edit it (English)', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(page);
    await page.goto('/category');
    await page.locator('.DataTable-row').first().waitFor();
    await shot(page, 'categories-en');
    await page.locator('[data-testid="category-create"]').click();
    await page.locator('input[name="name"]').fill('Xe đạp trợ lực');
    await page.locator('textarea[name="description"]').fill('Tin tức về xe máy điện');
    await shot(page, 'category-create-en');
    await page.locator('[data-testid="form-save"]').click();
    await page.waitForURL('**/category');
    await page.goto('/category?q=tr%E1%BB%A3%20l%E1%BB%B1c');
    const row = page.locator('.DataTable-row', { hasText: 'Xe đạp trợ lực' });
    await row.waitFor();
    const id = await row.getAttribute('data-id');
    const status = page.locator(`[data-testid="category-status-${id}"]`);
    assert.equal(await status.isChecked(), true);
    await status.click();
    await page.waitForFunction(
      (sel) => !(document.querySelector(sel) as HTMLInputElement | null)?.checked,
      `[data-testid="category-status-${id}"]`,
    );

    await page.locator(`[data-testid="category-edit-${id}"]`).click();
    await page.waitForURL(`**/category/${id}/edit`);
    await page.locator('input[name="name"]').fill('Xe đạp trợ lực điện');
    await page.locator('[data-testid="form-save"]').click();
    await page.waitForURL('**/category');
    await page.locator('.DataTable-row', { hasText: 'Xe đạp trợ lực điện' }).waitFor();
    await context.close();
  });

  test('comments: approve a pending comment', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page);
    await page.goto('/comments?status=pending');
    const row = page.locator('.DataTable-row').first();
    await row.waitFor();
    await shot(page, 'comments-vi');
    const id = await row.getAttribute('data-id');
    await page.locator(`[data-testid="comment-approved-${id}"]`).click();
    // approved, it leaves the pending list
    await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor({ state: 'detached' });
    await page.goto('/comments?status=approved');
    await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor();
    await context.close();
  });
});
