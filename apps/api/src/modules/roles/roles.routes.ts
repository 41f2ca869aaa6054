import {
  emptyData,
  idParam,
  listEnvelope,
  okEnvelope,
  permission,
  role,
  roleCreateBody,
  roleUpdateBody,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupList, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { createRole, deleteRole, getRole, listPermissions, listRoles, updateRole } from './roles.repository.ts';

const tags = ['roles'];

/** Reading roles needs no permission (the Role & Permission screen); changing them needs full access. */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roles',
    {
      config: { permission: null },
      schema: {
        tags,
        summary: 'Every role, with its permissions and how many users hold it',
        response: { 200: listEnvelope(role), ...errorResponses },
      },
    },
    async () => lookupList(await listRoles(app.db)),
  );

  app.post(
    '/roles',
    {
      config: { permission: 'full-access' },
      schema: {
        tags,
        summary: 'Create a role (no permissions yet)',
        body: roleCreateBody,
        response: { 200: okEnvelope(role), ...errorResponses },
      },
    },
    async (request) => ok(await createRole(app.db, request.actor, request.body), 'Role created'),
  );

  app.get(
    '/roles/:id',
    {
      config: { permission: null },
      schema: { tags, summary: 'One role', params: idParam, response: { 200: okEnvelope(role), ...errorResponses } },
    },
    async (request) => ok(await getRole(app.db, request.params.id)),
  );

  app.put(
    '/roles/:id',
    {
      config: { permission: 'full-access' },
      schema: {
        tags,
        summary: 'Rename a role and set its permissions (ids)',
        params: idParam,
        body: roleUpdateBody,
        response: { 200: okEnvelope(role), ...errorResponses },
      },
    },
    async (request) =>
      ok(await updateRole(app.db, request.actor, request.params.id, request.body), 'Update successfully'),
  );

  app.delete(
    '/roles/:id',
    {
      config: { permission: 'full-access' },
      schema: {
        tags,
        summary: 'Delete a role no user holds (409 otherwise; never the full-access role)',
        params: idParam,
        response: { 200: okEnvelope(emptyData), ...errorResponses },
      },
    },
    async (request) => {
      await deleteRole(app.db, request.actor, request.params.id);
      return ok(null, 'Role deleted');
    },
  );

  app.get(
    '/permissions',
    {
      config: { permission: null },
      schema: {
        tags,
        summary: 'Every permission, with its sidebar group',
        response: { 200: listEnvelope(permission), ...errorResponses },
      },
    },
    async () => lookupList(await listPermissions(app.db)),
  );
};
