/** Named routes: every link and redirect goes through these. */
export const paths = {
  home: '/',
  login: '/login',
  changePassword: '/login/change-password',
  users: '/user-managers',
  userCreate: '/user-managers/create',
  userEdit: (id: number | string) => `/user-managers/${id}/edit`,
  managers: '/managers',
  rolePermission: '/role-permission',
  qrScanners: '/qr-scanners',
} as const;
