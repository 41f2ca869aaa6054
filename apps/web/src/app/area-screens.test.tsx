import { renderScreen, setLanguage, signIn } from '../test/screen.tsx';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ALL_PERMISSIONS } from '@admin/contract/permissions';
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { SidebarContent } from '../layouts/sidebar.tsx';
import { registerAreas, type Area } from '../lib/areas.ts';

// every features/<area>/area.ts, found as the app finds them
const features = join(dirname(fileURLToPath(import.meta.url)), '..', 'features');
const areas: Area[] = await Promise.all(
  readdirSync(features)
    .filter((f) => existsSync(join(features, f, 'area.ts')))
    .map(async (f) => ((await import(join(features, f, 'area.ts'))) as { area: Area }).area),
);
const screens = areas.flatMap((a) => Object.entries(a.screens).map(([key, s]) => ({ id: `${a.key}.${key}`, ...s })));
registerAreas(areas);
signIn();

test('every screen of every area has an absolute path, a known permission, and its title in Vietnamese and English', () => {
  assert.ok(areas.length >= 30, `${areas.length} areas`);
  const known = new Set<string>(ALL_PERMISSIONS);
  for (const s of screens) {
    assert.match(s.path, /^\//, `${s.id}: its path`);
    assert.notEqual(s.permission, undefined, `${s.id}: its permission (null: every signed-in user)`);
    for (const name of s.permission === null ? [] : [s.permission].flat())
      assert.ok(known.has(name), `${s.id}: ${name} is a permission of the contract`);
    for (const key of [s.menu?.label, s.title].filter((k) => k !== undefined)) {
      for (const lng of ['vi', 'en'])
        assert.ok(i18n.exists(key, { lng, fallbackLng: false }), `${s.id}: ${key} in ${lng}`);
    }
  }
});

for (const language of ['vi', 'en'] as const) {
  test(`the sidebar shows every menu screen of the areas, in ${language === 'vi' ? 'Vietnamese' : 'English'}, linking to its path`, async () => {
    await setLanguage(language);
    const t = i18n.getFixedT(language);
    const { user } = renderScreen(<SidebarContent onNavigate={() => undefined} />, { url: '/' });
    const sidebar = await screen.findByTestId('sidebar');
    for (const toggle of within(sidebar).queryAllByRole('button', { expanded: false })) await user.click(toggle);
    const menuScreens = screens.filter((s) => s.menu);
    assert.ok(menuScreens.length >= 30, `${menuScreens.length} menu screens`);
    for (const s of menuScreens) {
      const link = within(sidebar).getByTestId(`menu-${s.menu!.key}`);
      assert.equal(link.getAttribute('href'), s.path, `${s.id}: its link`);
      const inGroup = menuScreens.filter((other) => other.menu!.group === s.menu!.group).length > 1;
      const key = inGroup ? s.menu!.label : `menu.groups.${s.menu!.group}`;
      assert.ok(i18n.exists(key, { lng: language, fallbackLng: false }), `${s.id}: ${key} in ${language}`);
      assert.equal(link.textContent, t(key), `${s.id}: its label`);
    }
    await setLanguage('vi');
  });
}
