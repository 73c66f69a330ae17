import { randomBytes } from 'node:crypto';
import { openRunDatabase } from './runDatabase.ts';

const newId = () => `${Date.now().toString(16).padStart(12, '0')}${randomBytes(10).toString('hex')}`;

export interface TestDataRule {
  id: string;
  ruleName: string;
}

/**
 * Adds an enabled data rule (数据规则) to a menu, written straight into the run's database as the
 * menu-management screen stores it; a test removes its own rule again with removeDataRule.
 */
export function addDataRule(permissionId: string, ruleName: string): TestDataRule {
  const db = openRunDatabase();
  try {
    const id = newId();
    db.prepare(
      `INSERT INTO sys_permission_data_rule
         (id, permission_id, rule_name, rule_column, rule_conditions, rule_value, status, create_by, create_time)
       VALUES (?, ?, ?, 'createBy', '=', '#{sys_user_code}', '1', 'e2e', datetime('now'))`,
    ).run(id, permissionId, ruleName);
    return { id, ruleName };
  } finally {
    db.close();
  }
}

export function removeDataRule(rule: TestDataRule): void {
  const db = openRunDatabase();
  try {
    db.prepare('DELETE FROM sys_permission_data_rule WHERE id = ?').run(rule.id);
  } finally {
    db.close();
  }
}
