import type {
  AccountLayoutPreferences,
  AccountProfile,
  MySession,
  NotifyChannels,
  PageResult,
} from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageSenders } from '../src/modules/message/channels.ts';
import { defaultSenders } from '../src/modules/message/senders.ts';
import { issueSmsCode, SmsMode } from '../src/modules/sms/codes.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ HCS_LOGIN_CAPTCHA: 'false' });
});
afterAll(() => server.close());

const userRow = (username: string) =>
  server.ctx.db.kysely
    .selectFrom('sysUser')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirstOrThrow();

const LAYOUT: AccountLayoutPreferences = {
  menuTheme: 'dark',
  layoutMode: 'topmenu',
  fixedHeader: true,
  fixedSidemenu: false,
  autoHideHeader: true,
  contentWidth: 'Fluid',
  primaryColor: '#1677ff',
  colorWeak: false,
  multipage: false,
  fontScale: 150,
  highContrast: true,
};

describe('profile', () => {
  it('saves my own fields and shows my departments and roles', async () => {
    const token = await server.tokenFor('fuwu');
    const saved = await server.put<AccountProfile>(
      '/sys/account/profile',
      { realname: '服务员甲', sex: 2, birthday: '1990-05-06', email: 'fuwu@centre.test', avatar: null },
      token,
    );
    expect(saved.body).toMatchObject({ success: true, message: '保存成功' });
    const { body } = await server.get<AccountProfile>('/sys/account/profile', token);
    expect(body.result).toMatchObject({
      username: 'fuwu',
      realname: '服务员甲',
      sex: 2,
      birthday: '1990-05-06',
      email: 'fuwu@centre.test',
      departNames: ['东城服务站'],
    });
    expect(body.result.roleNames.length).toBeGreaterThan(0);
  });

  it('refuses any field a user may not change, and changes nothing', async () => {
    const token = await server.tokenFor('zhuguan');
    const before = await userRow('zhuguan');
    for (const extra of [{ username: 'hacker' }, { status: 2 }, { id: 'other' }, { phone: '13900000000' }]) {
      const res = await server.put(
        '/sys/account/profile',
        { realname: '改名', sex: 1, birthday: null, email: null, avatar: null, ...extra },
        token,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('只能修改：realname、sex、birthday、email、avatar');
    }
    const badAvatar = await server.put(
      '/sys/account/profile',
      { realname: '改名', sex: 1, birthday: null, email: null, avatar: '../../etc/passwd' },
      token,
    );
    expect(badAvatar.body.message).toBe('头像须为上传的图片');
    const badMail = await server.put(
      '/sys/account/profile',
      { realname: '改名', sex: 1, birthday: null, email: 'not-mail', avatar: null },
      token,
    );
    expect(badMail.body.message).toBe('请输入正确的邮箱地址');
    expect(await userRow('zhuguan')).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await server.get('/sys/account/profile')).status).toBe(401);
  });
});

describe('phone change', () => {
  /** Sends the change-phone code the way s18's /sys/sms does, keeping the text for the test to read. */
  async function codeFor(mobile: string): Promise<string> {
    const texts: string[] = [];
    const senders: MessageSenders = {
      ...defaultSenders(server.ctx),
      '1': {
        send: async (m) => {
          texts.push(m.content);
          return 'captured';
        },
      },
    };
    await issueSmsCode(server.ctx, { mobile, mode: SmsMode.changePhone }, senders);
    const code = /\d{6}/.exec(texts.join(' '))?.[0];
    if (!code) throw new Error('no code was texted');
    return code;
  }

  it('takes the new number only with the code sent to it, once', async () => {
    const token = await server.tokenFor('zhuguan');
    const code = await codeFor('13811112222');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await server.put('/sys/account/phone', { phone: '13811112222', smscode: wrongCode }, token);
    expect(wrong.body).toMatchObject({ success: false, message: '验证码错误' });
    // A code for another number does not fit this one.
    const other = await server.put('/sys/account/phone', { phone: '13811113333', smscode: code }, token);
    expect(other.body).toMatchObject({ success: false, message: '验证码已失效，请重新获取' });
    expect((await userRow('zhuguan')).phone).not.toBe('13811112222');

    const done = await server.put('/sys/account/phone', { phone: '13811112222', smscode: code }, token);
    expect(done.body).toMatchObject({ success: true, message: '手机号修改成功' });
    expect((await userRow('zhuguan')).phone).toBe('13811112222');

    const fuwu = await server.tokenFor('fuwu');
    const again = await codeFor('13811112222');
    const taken = await server.put('/sys/account/phone', { phone: '13811112222', smscode: again }, fuwu);
    expect(taken.body).toMatchObject({ success: false, message: '该手机号已被其他账号使用' });
    const bad = await server.put('/sys/account/phone', { phone: '12345', smscode: '123456' }, fuwu);
    expect(bad.body.message).toBe('请输入正确手机号');
  });
});

describe('my sessions', () => {
  it('lists only my live sessions and 下线 ends that one at once', async () => {
    const first = await server.tokenFor('fuwu');
    const second = await server.tokenFor('fuwu');
    await server.tokenFor('zhuguan');
    const list = await server.get<MySession[]>('/sys/account/sessions', first);
    const sessions = list.body.result;
    const mine = await server.ctx.db.kysely
      .selectFrom('sysSession')
      .select('id')
      .where('username', '=', 'fuwu')
      .where('revokedAt', 'is', null)
      .execute();
    expect(sessions.map((s) => s.id).sort()).toEqual(mine.map((s) => s.id).sort());
    expect(sessions[0]?.current).toBe(true);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);

    const secondList = await server.get<MySession[]>('/sys/account/sessions', second);
    const secondId = secondList.body.result.find((s) => s.current)?.id as string;
    const ended = await server.post('/sys/account/sessions/logout', { id: secondId }, first);
    expect(ended.body).toMatchObject({ success: true, message: '已下线该会话' });
    const after = await server.get('/sys/account/profile', second);
    expect(after.status).toBe(500);
    expect(after.body.message).toBe('Token失效，请重新登录!');
    expect((await server.get('/sys/account/profile', first)).body.success).toBe(true);

    const zhuguanSession = await server.ctx.db.kysely
      .selectFrom('sysSession')
      .select('id')
      .where('username', '=', 'zhuguan')
      .where('revokedAt', 'is', null)
      .executeTakeFirstOrThrow();
    const foreign = await server.post('/sys/account/sessions/logout', { id: zhuguanSession.id }, first);
    expect(foreign.body).toMatchObject({ success: false, message: '会话不存在或已退出' });
    const self = await server.post('/sys/account/sessions/logout', { id: sessions[0]?.id }, first);
    expect(self.body).toMatchObject({ success: false, message: '当前会话请使用退出登录' });
  });
});

describe('preferences', () => {
  it('stores my layout and gives it back on another login', async () => {
    const token = await server.tokenFor('zhuguan');
    expect((await server.get('/sys/account/preferences', token)).body.result).toBeNull();
    expect((await server.put('/sys/account/preferences', LAYOUT, token)).body.success).toBe(true);
    const elsewhere = await server.tokenFor('zhuguan');
    expect((await server.get('/sys/account/preferences', elsewhere)).body.result).toEqual(LAYOUT);
    const other = await server.tokenFor('fuwu');
    expect((await server.get('/sys/account/preferences', other)).body.result).toBeNull();
  });

  it('refuses a preference that is not one', async () => {
    const token = await server.tokenFor('zhuguan');
    const bad = [
      [{ ...LAYOUT, menuTheme: 'purple' }, '菜单风格不正确'],
      [{ ...LAYOUT, primaryColor: 'red;background:url(x)' }, '主题色不正确'],
      [{ ...LAYOUT, script: '<x>' }, '个性化设置含有未知的项'],
      [{ ...LAYOUT, fixedHeader: 'yes' }, '个性化设置的值不正确'],
      [{ ...LAYOUT, fontScale: 200 }, '字号只能是标准、大或特大'],
      [{ ...LAYOUT, fontScale: '150' }, '字号只能是标准、大或特大'],
      [{ ...LAYOUT, highContrast: 'on' }, '高对比度的值不正确'],
      [{ ...LAYOUT, colorWeak: true }, '色弱模式与高对比度不能同时开启'],
    ] as const;
    for (const [body, message] of bad) {
      const res = await server.put('/sys/account/preferences', body, token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await server.get('/sys/account/preferences', token)).body.result).toEqual(LAYOUT);
  });

  it('reads a layout saved before 字号 and 高对比度 existed as the standard look', async () => {
    const token = await server.tokenFor('admin');
    const { fontScale: _fontScale, highContrast: _highContrast, ...older } = LAYOUT;
    expect((await server.put('/sys/account/preferences', older, token)).body.success).toBe(true);
    expect((await server.get('/sys/account/preferences', token)).body.result).toEqual({
      ...older,
      fontScale: 100,
      highContrast: false,
    });
  });
});

describe('notification channels', () => {
  interface Message {
    esReceiver: string;
    esSendStatus: number;
    esSendStatus_dictText?: string;
    esResult: string | null;
  }

  it('does not text a user who turned SMS off, and says why in 消息', async () => {
    const admin = await server.tokenFor('admin');
    const fuwu = await server.tokenFor('fuwu');
    const phone = (await userRow('fuwu')).phone ?? '13822223333';
    await server.ctx.db.kysely.updateTable('sysUser').set({ phone }).where('username', '=', 'fuwu').execute();
    expect((await server.get<NotifyChannels>('/sys/account/notify', fuwu)).body.result).toEqual({
      sms: true,
      email: true,
    });
    const refused = await server.put('/sys/account/notify', { sms: false, email: true, system: false }, fuwu);
    expect(refused.body.message).toBe('只能设置短信和邮件通知，系统消息不能关闭');
    expect((await server.put('/sys/account/notify', { sms: false, email: true }, fuwu)).body.success).toBe(
      true,
    );

    const code = `tpl_notify_${Date.now()}`;
    const added = await server.post(
      '/sys/message/sysMessageTemplate/add',
      {
        templateName: '通知测试',
        templateCode: code,
        templateType: '1',
        templateContent: '您好',
        templateTestJson: null,
      },
      admin,
    );
    expect(added.body.success).toBe(true);
    const sent = await server.post<{ total: number; sent: number; skipped: number }>(
      '/sys/message/sysMessageTemplate/sendMsg',
      { templateCode: code, msgType: '1', receiver: `${phone},13899990000` },
      admin,
    );
    expect(sent.body.result).toMatchObject({ total: 2, sent: 1, skipped: 1 });
    const list = await server.get<PageResult<Message>>(
      `/sys/message/sysMessage/list?esReceiver=${phone}&pageSize=10`,
      admin,
    );
    expect(list.body.result.records[0]).toMatchObject({
      esSendStatus: 3,
      esSendStatus_dictText: '已跳过',
      esResult: '接收人（fuwu）已在新消息通知中关闭短信通知，未发送',
    });

    // Turned back on, the same message goes out.
    await server.put('/sys/account/notify', { sms: true, email: true }, fuwu);
    const again = await server.post<{ sent: number; skipped: number }>(
      '/sys/message/sysMessageTemplate/sendMsg',
      { templateCode: code, msgType: '1', receiver: phone },
      admin,
    );
    expect(again.body.result).toMatchObject({ sent: 1, skipped: 0 });
  });
});
