import type { Permission } from '@admin/contract';
import type { i18n as I18n, TFunction } from 'i18next';

const ACTION = /^(.+)-(create|update|delete|status|index|list|view|store|export)$/;

/**
 * A permission's name in the interface language: its own translation, else composed from its
 * action and area (e.g. news-create → "Tạo bài viết"), else the server's display name.
 */
export function permissionLabel(t: TFunction, i18n: I18n, permission: Permission): string {
  const own = `roles.permissionNames.${permission.name}`;
  if (i18n.exists(own)) return t(own);
  const match = permission.name.match(ACTION);
  if (match && i18n.exists(`roles.permissionAreas.${match[1]}`)) {
    return t(`roles.permissionActions.${match[2]}`, { area: t(`roles.permissionAreas.${match[1]}`) });
  }
  return permission.display_name;
}
