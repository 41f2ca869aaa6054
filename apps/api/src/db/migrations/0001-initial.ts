import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnKit, dropTables } from '../migration-kit.ts';

/** Users, roles and permissions, sessions, sign-in throttling, invitations, audit log, locations. */
export function migration(dialect: DialectName): Migration {
  const { time, withId } = columnKit(dialect);

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
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('updated_at', time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('users_username_lower_unique')
        .on('users')
        .unique()
        .expression(sql`lower(username)`)
        .execute();
      await db.schema
        .createIndex('users_email_lower_unique')
        .on('users')
        .unique()
        .expression(sql`lower(email)`)
        .execute();
      for (const column of ['username', 'email', 'full_name', 'status', 'created_at', 'last_login_at']) {
        await db.schema.createIndex(`users_${column}_index`).on('users').columns([column, 'id']).execute();
      }

      await withId(db.schema.createTable('roles'))
        .addColumn('name', 'varchar(60)', (c) => c.notNull())
        .addColumn('display_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('role_has_permission', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('updated_at', time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('roles_name_lower_unique')
        .on('roles')
        .unique()
        .expression(sql`lower(name)`)
        .execute();

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
      await db.schema
        .createIndex('role_permissions_permission_index')
        .on('role_permissions')
        .column('permission_id')
        .execute();

      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('restrict'))
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
        .execute();
      await db.schema.createIndex('user_roles_role_index').on('user_roles').columns(['role_id', 'user_id']).execute();

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
      await db.schema.createIndex('sessions_user_index').on('sessions').column('user_id').execute();

      await withId(db.schema.createTable('refresh_tokens'))
        .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('expires_at', time, (c) => c.notNull())
        .addColumn('replaced_by', 'integer')
        .execute();
      await db.schema.createIndex('refresh_tokens_session_index').on('refresh_tokens').column('session_id').execute();

      await withId(db.schema.createTable('login_attempts'))
        .addColumn('username', 'varchar(255)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_attempts_username_index')
        .on('login_attempts')
        .columns(['username', 'created_at'])
        .execute();
      await db.schema
        .createIndex('login_attempts_ip_index')
        .on('login_attempts')
        .columns(['ip', 'created_at'])
        .execute();
      await db.schema.createIndex('login_attempts_created_index').on('login_attempts').column('created_at').execute();

      await withId(db.schema.createTable('manager_invitations'))
        .addColumn('email', 'varchar(255)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('updated_at', time, (c) => c.notNull())
        .addColumn('expires_at', time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('manager_invitations_created_index')
        .on('manager_invitations')
        .columns(['created_at', 'id'])
        .execute();
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
      await db.schema
        .createIndex('audit_logs_entity_index')
        .on('audit_logs')
        .columns(['entity', 'entity_id', 'id'])
        .execute();
      await db.schema.createIndex('audit_logs_user_index').on('audit_logs').columns(['user_id', 'id']).execute();

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
