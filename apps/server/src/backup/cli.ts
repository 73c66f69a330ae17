import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { connect } from '../core/db/connect.ts';
import { BackupFileError } from './backupFile.ts';
import { RestoreRefused, restoreBackup } from './restoreBackup.ts';
import { writeBackup } from './writeBackup.ts';

/**
 * `npm run backup -- <file> [--files]` and `npm run restore -- <file> [--replace] [--files]`, on the
 * database the server's own settings name (HCS_DB_URL, HCS_DATA_DIR, …). docs/operations.md.
 */

const USAGE = `用法:
  npm run backup -- <备份文件> [--files]
  npm run restore -- <备份文件> [--replace] [--files]

  --files    同时备份/恢复本地上传目录中的文件（HCS_STORAGE=local）
  --replace  恢复时删除目标数据库中已有的全部表和数据`;

const say = (line = '') => process.stdout.write(`${line}\n`);

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const files = rest.filter((a) => !a.startsWith('--'));
  const known = command === 'restore' ? ['--replace', '--files'] : ['--files'];
  const unknown = [...flags].filter((f) => !known.includes(f));
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1 || unknown.length > 0) {
    process.stderr.write(`${unknown.length > 0 ? `未知选项: ${unknown.join(' ')}\n` : ''}${USAGE}\n`);
    return 2;
  }
  const file = resolve(files[0] as string);
  const config = loadConfig();
  const withFiles = flags.has('--files');
  if (withFiles && config.s3) {
    process.stderr.write(
      '--files 只适用于本地存储；HCS_STORAGE=s3 时文件在存储桶中，请用存储自身的工具备份\n',
    );
    return 2;
  }
  const db = connect(config.dbUrl);
  const database = config.dbUrl.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
  try {
    if (command === 'backup') {
      const summary = await writeBackup(db, file, withFiles ? config.uploadDir : null);
      say(`备份完成: ${file}`);
      say(`  数据库: ${database}（${db.dialect}，版本 ${summary.migration}）`);
      say(`  ${Object.keys(summary.tables).length} 张表，共 ${summary.rows} 行`);
      say(
        withFiles
          ? `  上传的文件: ${summary.files} 个（来自 ${config.uploadDir}）`
          : `  上传的文件不在数据库中，未包含：请另行复制${config.s3 ? `存储桶 ${config.s3.bucket}` : `上传目录 ${config.uploadDir}`}，或加 --files`,
      );
      return 0;
    }
    const summary = await restoreBackup(db, file, {
      replace: flags.has('--replace'),
      uploadDir: withFiles ? config.uploadDir : null,
    });
    say(`恢复完成: ${file}`);
    say(`  数据库: ${database}（${db.dialect}，版本 ${summary.migration}，备份取自 ${summary.from}）`);
    say(`  ${Object.keys(summary.tables).length} 张表，共 ${summary.rows} 行，各表行数与备份一致`);
    if (withFiles) say(`  上传的文件: ${summary.files} 个，已写入 ${config.uploadDir}`);
    else if (summary.filesLeftOut > 0)
      say(`  备份中有 ${summary.filesLeftOut} 个上传的文件，未恢复（加 --files 恢复）`);
    else say('  上传的文件不在备份中：请另行复制上传目录');
    say('  启动服务器时会把数据库迁移到本程序的最新版本');
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof BackupFileError || error instanceof RestoreRefused) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(
        `失败: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
    process.exit(1);
  },
);
