import { emptyData, permission, role, roleCreateBody, roleUpdateBody } from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { lookupList, ok } from '../../lib/envelope.ts';
import { createRole, deleteRole, getRole, listPermissions, listRoles, updateRole } from './roles.repository.ts';

/** Reading roles needs no permission (the Role & Permission screen); changing them needs full access. */
export const rolesRoutes = areaRoutes(['roles'], async (app) => {
  app.get(
    '/roles',
    route.list(null, { summary: 'Every role, with its permissions and how many users hold it', item: role }),
    async () => lookupList(await listRoles(app.db)),
  );

  app.post(
    '/roles',
    route.create('full-access', {
      summary: 'Create a role (no permissions yet)',
      body: roleCreateBody,
      entity: role,
    }),
    async (request) => ok(await createRole(app.db, request.actor, request.body), 'Role created'),
  );

  app.get('/roles/:id', route.get(null, { summary: 'One role', entity: role }), async (request) =>
    ok(await getRole(app.db, request.params.id)),
  );

  app.put(
    '/roles/:id',
    route.update('full-access', {
      summary: 'Rename a role and set its permissions (ids)',
      body: roleUpdateBody,
      entity: role,
    }),
    async (request) =>
      ok(await updateRole(app.db, request.actor, request.params.id, request.body), 'Update successfully'),
  );

  app.delete(
    '/roles/:id',
    route.delete('full-access', {
      summary: 'Delete a role no user holds (409 otherwise; never the full-access role)',
      entity: emptyData,
    }),
    async (request) => {
      await deleteRole(app.db, request.actor, request.params.id);
      return ok(null, 'Role deleted');
    },
  );

  app.get(
    '/permissions',
    route.list(null, { summary: 'Every permission, with its sidebar group', item: permission }),
    async () => lookupList(await listPermissions(app.db)),
  );
});
