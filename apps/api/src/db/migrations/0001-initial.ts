import { type Kysely, type Migration, sql } from 'kysely';
import { columnKit, createIndex, createLowerUnique, dropTables } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

/** Users, roles and permissions, sessions, sign-in throttling, invitations, audit log, locations. */
export function migration(dialect: DialectName): Migration {
  const { time, withId, stamps } = columnKit(dialect);

  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('users'))
        .addColumn('username', 'varchar(50)', (c) => c.notNull())
        .addColumn('email', 'varchar(255)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('full_name', 'varchar(100)')
        .addColumn('nickname', 'varchar(100)')
        .addColumn('phone', 'varchar(20)')
        .addColumn('avatar', 'varchar(255)')
        .addColumn('avatar_medium', 'varchar(255)')
        .addColumn('avatar_small', 'varchar(255)')
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
        .addColumn('first_login', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_login_at', time)
        .addColumn('search_text', 'varchar(600)', (c) => c.notNull().defaultTo(''))
        .$call(stamps)
        .execute();
      await createLowerUnique(db, 'users', 'username');
      await createLowerUnique(db, 'users', 'email');
      for (const column of ['username', 'email', 'full_name', 'status', 'created_at', 'last_login_at']) {
        await createIndex(db, `users_${column}_index`, 'users', [column, 'id']);
      }

      await withId(db.schema.createTable('roles'))
        .addColumn('name', 'varchar(60)', (c) => c.notNull())
        .addColumn('display_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('role_has_permission', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(stamps)
        .execute();
      await createLowerUnique(db, 'roles', 'name');

      await withId(db.schema.createTable('permissions'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('display_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('group_key', 'varchar(50)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('role_permissions')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
        .execute();
      await createIndex(db, 'role_permissions_permission_index', 'role_permissions', ['permission_id']);

      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('restrict'))
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
        .execute();
      await createIndex(db, 'user_roles_role_index', 'user_roles', ['role_id', 'user_id']);

      await withId(db.schema.createTable('sessions'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('last_used_at', time, (c) => c.notNull())
        .addColumn('expires_at', time, (c) => c.notNull())
        .addColumn('revoked_at', time)
        .addColumn('revoked_reason', 'varchar(50)')
        .addColumn('user_agent', 'varchar(255)')
        .addColumn('ip', 'varchar(64)')
        .execute();
      await createIndex(db, 'sessions_user_index', 'sessions', ['user_id']);

      await withId(db.schema.createTable('refresh_tokens'))
        .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('expires_at', time, (c) => c.notNull())
        .addColumn('replaced_by', 'integer')
        .execute();
      await createIndex(db, 'refresh_tokens_session_index', 'refresh_tokens', ['session_id']);

      await withId(db.schema.createTable('login_attempts'))
        .addColumn('username', 'varchar(255)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await createIndex(db, 'login_attempts_username_index', 'login_attempts', ['username', 'created_at']);
      await createIndex(db, 'login_attempts_ip_index', 'login_attempts', ['ip', 'created_at']);
      await createIndex(db, 'login_attempts_created_index', 'login_attempts', ['created_at']);

      await withId(db.schema.createTable('manager_invitations'))
        .addColumn('email', 'varchar(255)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .$call(stamps)
        .addColumn('expires_at', time, (c) => c.notNull())
        .execute();
      await createIndex(db, 'manager_invitations_created_index', 'manager_invitations', ['created_at', 'id']);
      await db.schema
        .createIndex('manager_invitations_email_index')
        .on('manager_invitations')
        .expression(sql`lower(email)`)
        .execute();

      await withId(db.schema.createTable('audit_logs'))
        .addColumn('user_id', 'integer')
        .addColumn('username', 'varchar(50)')
        .addColumn('action', 'varchar(50)', (c) => c.notNull())
        .addColumn('entity', 'varchar(50)', (c) => c.notNull())
        .addColumn('entity_id', 'varchar(50)')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('ip', 'varchar(64)')
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await createIndex(db, 'audit_logs_entity_index', 'audit_logs', ['entity', 'entity_id', 'id']);
      await createIndex(db, 'audit_logs_user_index', 'audit_logs', ['user_id', 'id']);

      await db.schema
        .createTable('locations')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('sort_num', 'integer', (c) => c.notNull())
        .addColumn('tags', 'varchar(255)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, [
        'locations',
        'audit_logs',
        'manager_invitations',
        'login_attempts',
        'refresh_tokens',
        'sessions',
        'user_roles',
        'role_permissions',
        'permissions',
        'roles',
        'users',
      ]);
    },
  };
}
