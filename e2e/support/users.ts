import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { openRunDatabase } from './runDatabase.ts';

export interface TestUser {
  username: string;
  realname: string;
  password: string;
}

const newId = () => `${Date.now().toString(16).padStart(12, '0')}${randomBytes(10).toString('hex')}`;

/**
 * Adds a user of its own to a test that changes one (password, department), so the shared seeded
 * accounts stay as they are for the tests running beside it. Written straight into the run's database,
 * so a test's setup does not depend on the 用户管理 screens it may be testing. Role codes: admin, manager,
 * staff; departments by id.
 */
export async function createUser(options: {
  username: string;
  realname: string;
  password: string;
  role: 'admin' | 'manager' | 'staff';
  departIds: string[];
  orgCode?: string;
}): Promise<TestUser> {
  const db = openRunDatabase();
  try {
    const id = newId();
    const password = await hash(options.password);
    db.transaction(() => {
      db.prepare(
        `INSERT INTO sys_user (id, username, realname, password, org_code, status, del_flag, rel_tenant_ids, create_by)
         VALUES (?, ?, ?, ?, ?, 1, 0, '1', 'e2e')`,
      ).run(id, options.username, options.realname, password, options.orgCode ?? null);
      db.prepare('INSERT INTO sys_user_role (id, user_id, role_id) VALUES (?, ?, ?)').run(
        newId(),
        id,
        `role_${options.role}`,
      );
      for (const dep of options.departIds) {
        db.prepare('INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES (?, ?, ?)').run(
          newId(),
          id,
          dep,
        );
      }
    })();
  } finally {
    db.close();
  }
  return { username: options.username, realname: options.realname, password: options.password };
}
