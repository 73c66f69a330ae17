// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates are written with ${var} placeholders.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PageResult } from '@hcs/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { formatDateTime } from '../src/core/time.ts';
import type { MessageSenders } from '../src/modules/message/channels.ts';
import { sendByTemplate } from '../src/modules/message/messageService.ts';
import { renderTemplate } from '../src/modules/message/render.ts';
import { defaultSenders } from '../src/modules/message/senders.ts';
import { issueSmsCode, SmsMode } from '../src/modules/sms/codes.ts';
import { type SmtpSink, startSmtpSink } from './support/smtpSink.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

interface Message {
  id: string;
  esTitle: string;
  esType: string;
  esReceiver: string;
  esContent: string;
  esSendStatus: number;
  esSendStatus_dictText?: string;
  esSendNum: number;
  esResult: string | null;
  remark?: string | null;
}
interface Inbox {
  sysMsgList: { id: string; titile: string; msgContent?: string }[];
  sysMsgTotal: number;
}

const TEMPLATE = '/sys/message/sysMessageTemplate';
const MESSAGE = '/sys/message/sysMessage';

let server: TestServer;
let sink: SmtpSink;
let admin: string;
let staff: string;
let serial = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    HCS_SMTP_HOST: '127.0.0.1',
    HCS_SMTP_PORT: String(sink.port),
    HCS_SMTP_FROM: 'hcs@centre.test',
  });
  [admin, staff] = await Promise.all([server.tokenFor('admin'), server.tokenFor('fuwu')]);
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

async function addTemplate(type: string, content: string, testJson: string | null = null): Promise<string> {
  serial += 1;
  const code = `tpl_${type}_${serial}`;
  const res = await server.post(
    `${TEMPLATE}/add`,
    {
      templateName: `测试模板${serial}`,
      templateCode: code,
      templateType: type,
      templateContent: content,
      templateTestJson: testJson,
    },
    admin,
  );
  expect(res.body).toMatchObject({ success: true });
  return code;
}

const send = (body: Record<string, unknown>, token = admin) =>
  server.post<{ total: number; sent: number; failed: number }>(`${TEMPLATE}/sendMsg`, body, token);

async function messagesTo(receiver: string): Promise<Message[]> {
  const res = await server.get<PageResult<Message>>(
    `${MESSAGE}/list?esReceiver=${encodeURIComponent(receiver)}&pageSize=50`,
    admin,
  );
  expect(res.body.success).toBe(true);
  return res.body.result.records;
}

/** The HTML body and subject of a single-part mail, decoded from its transfer encoding. */
function decodeMail(raw: string): { subject: string; html: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const subjectHeader = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  const subject = subjectHeader.replace(
    /=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi,
    (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
  );
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  let html = body;
  if (encoding === 'base64') html = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    html = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return { subject, html };
}

describe('rendering', () => {
  it('substitutes ${var} from the data only, refuses missing values and runs nothing', () => {
    expect(renderTemplate('您好${name}，工单${ no }已派发', { name: '张三', no: 42 }, false)).toBe(
      '您好张三，工单42已派发',
    );
    expect(() => renderTemplate('${name}${constructor}', { name: 'x' }, false)).toThrow(
      '模板参数缺失: constructor',
    );
    expect(() => renderTemplate('${__proto__}${toString}', {}, false)).toThrow(/__proto__, toString/);
    // Expressions are not placeholders: they stay as text, nothing is evaluated.
    expect(renderTemplate('${1+1}${name.length}<#if x>y</#if>', { name: 'ab' }, false)).toBe(
      '${1+1}${name.length}<#if x>y</#if>',
    );
    expect(renderTemplate('<p>${v}</p>', { v: '<img src=x onerror=alert(1)>&"\'' }, true)).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;&amp;&quot;&#39;</p>',
    );
    expect(renderTemplate('${v}', { v: '<b>' }, false)).toBe('<b>');
  });
});

describe('templates', () => {
  it('validates with Chinese messages, keeps codes unique, edits and deletes', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ templateName: '', templateCode: 'a', templateType: '1', templateContent: 'x' }, '请输入模板标题'],
      [
        { templateName: 't', templateCode: 'a b', templateType: '1', templateContent: 'x' },
        '模板编码只能包含字母、数字、下划线和短横线',
      ],
      [{ templateName: 't', templateCode: 'ab', templateType: '9', templateContent: 'x' }, '请选择模板类型'],
      [{ templateName: 't', templateCode: 'ab', templateType: '1', templateContent: '' }, '请输入模板内容'],
      [
        {
          templateName: 't',
          templateCode: 'ab',
          templateType: '1',
          templateContent: 'x',
          templateTestJson: '{bad',
        },
        '测试数据不是合法的JSON',
      ],
      [
        {
          templateName: 't',
          templateCode: 'ab',
          templateType: '1',
          templateContent: 'x',
          templateTestJson: '[1]',
        },
        '测试数据必须是JSON对象，例如 {"name":"张三"}',
      ],
    ];
    for (const [body, message] of bad) {
      const res = await server.post(`${TEMPLATE}/add`, body, admin);
      expect(res.body, message).toMatchObject({ success: false, message });
    }
    const code = await addTemplate('1', '验证码${code}');
    const dup = await server.post(
      `${TEMPLATE}/add`,
      { templateName: '重复', templateCode: code, templateType: '1', templateContent: 'x' },
      admin,
    );
    expect(dup.body).toMatchObject({ success: false, message: `模板编码已存在: ${code}` });

    const list = await server.get<
      PageResult<{ id: string; templateCode: string; templateType_dictText: string }>
    >(`${TEMPLATE}/list?templateCode=${code}`, admin);
    const row = list.body.result.records[0];
    expect(row).toMatchObject({ templateCode: code, templateType_dictText: '短信' });
    const edited = await server.put(
      `${TEMPLATE}/edit`,
      { id: row?.id, templateName: '改名', templateCode: code, templateType: '3', templateContent: 'y' },
      admin,
    );
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect((await server.get(`${TEMPLATE}/queryById?id=${row?.id}`, admin)).body.result).toMatchObject({
      templateName: '改名',
      templateType: '3',
    });
    expect((await server.del(`${TEMPLATE}/delete?id=${row?.id}`, admin)).body.success).toBe(true);
    expect((await server.get(`${TEMPLATE}/queryById?id=${row?.id}`, admin)).body.success).toBe(false);
  });

  it('is closed to service staff (403) and the menu carries the screens', async () => {
    expect((await server.get(`${TEMPLATE}/list`, staff)).status).toBe(403);
    expect((await server.post(`${TEMPLATE}/add`, {}, staff)).status).toBe(403);
    expect((await send({ msgType: '3', receiver: 'admin', templateCode: 'x' }, staff)).status).toBe(403);
    expect((await server.get(`${MESSAGE}/list`, staff)).status).toBe(403);
    expect((await server.post(`${MESSAGE}/resend`, { id: 'x' }, staff)).status).toBe(403);
    expect((await server.get(`${MESSAGE}/delete?id=x`, staff)).status).toBe(403);
    const menus = await server.ctx.db.kysely
      .selectFrom('sysPermission')
      .select(['name', 'url', 'component'])
      .where('url', 'in', ['/system/messageTemplate', '/system/message'])
      .orderBy('sortNo')
      .execute();
    expect(menus).toEqual([
      { name: '消息模板', url: '/system/messageTemplate', component: 'system/MessageTemplateList' },
      { name: '消息', url: '/system/message', component: 'system/MessageList' },
    ]);
  });
});

describe('sending', () => {
  it('puts an in-app message in the user’s bell and pushes it over the websocket', async () => {
    const pushed = vi.spyOn(server.ctx.realtime, 'sendToUsers');
    const code = await addTemplate('3', '<p>${name}您好，工单${no}待处理</p>', '{"name":"样例","no":"1"}');
    const res = await send({
      msgType: '3',
      receiver: 'fuwu',
      templateCode: code,
      testData: JSON.stringify({ name: '<script>alert(1)</script>', no: 'WO-7' }),
    });
    expect(res.body).toMatchObject({ success: true, message: '消息发送成功，共1条', result: { sent: 1 } });
    const bell = (await server.get<Inbox>('/sys/annountCement/listByUser', staff)).body.result;
    const item = bell.sysMsgList.find((m) => m.titile === `测试模板${serial}`);
    expect(item).toBeDefined();
    const detail = await server.get<{ msgContent: string }>(
      `/sys/annountCement/queryById?id=${item?.id}`,
      staff,
    );
    expect(detail.body.result.msgContent).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;您好，工单WO-7待处理</p>',
    );
    expect(pushed).toHaveBeenCalledWith([expect.any(String)], expect.objectContaining({ cmd: 'user' }));
    pushed.mockRestore();

    const [logged] = await messagesTo('fuwu');
    expect(logged).toMatchObject({
      esType: '3',
      esSendStatus: 1,
      esSendNum: 1,
      esSendStatus_dictText: '发送成功',
    });
  });

  it('takes user ids as well as usernames, and refuses unknown users', async () => {
    const code = await addTemplate('3', '通知');
    const user = await server.ctx.db.kysely
      .selectFrom('sysUser')
      .select('id')
      .where('username', '=', 'zhuguan')
      .executeTakeFirstOrThrow();
    expect((await send({ msgType: 3, receiver: `${user.id},admin`, templateCode: code })).body).toMatchObject(
      {
        success: true,
        result: { total: 2, sent: 2 },
      },
    );
    expect((await messagesTo('zhuguan')).length).toBe(1);
    const before = (await messagesTo('nobody_here')).length;
    expect(
      (await send({ msgType: '3', receiver: 'admin,nobody_here', templateCode: code })).body,
    ).toMatchObject({
      success: false,
      message: '接收用户不存在: nobody_here',
    });
    expect((await messagesTo('admin')).length).toBe(1);
    expect(before).toBe(0);
  });

  it('delivers the rendered, escaped e-mail to the SMTP server', async () => {
    const code = await addTemplate('2', '<h1>${title}</h1><p>亲爱的${name}：</p>');
    const res = await send({
      msgType: '2',
      receiver: 'li.si@example.com',
      templateCode: code,
      testData: JSON.stringify({ title: '服务提醒', name: '<b onclick="x()">李四</b>' }),
    });
    expect(res.body).toMatchObject({ success: true, result: { sent: 1 } });
    const mail = sink.mails.at(-1);
    expect(mail).toMatchObject({ from: 'hcs@centre.test', to: ['li.si@example.com'] });
    const { subject, html } = decodeMail(mail?.data ?? '');
    expect(subject).toBe(`测试模板${serial}`);
    expect(html).toContain('<h1>服务提醒</h1><p>亲爱的&lt;b onclick=&quot;x()&quot;&gt;李四&lt;/b&gt;：</p>');
    const [logged] = await messagesTo('li.si@example.com');
    expect(logged).toMatchObject({ esSendStatus: 1, esSendNum: 1 });
    expect(logged?.esResult).toMatch(/^邮件已发送: 250/);

    expect(
      (
        await send({
          msgType: '2',
          receiver: 'not-an-address',
          templateCode: code,
          testData: '{"title":"a","name":"b"}',
        })
      ).body,
    ).toMatchObject({
      success: false,
      message: '邮箱格式不正确: not-an-address',
    });
  });

  it('logs an SMS instead of sending it when no gateway is wired in', async () => {
    const code = await addTemplate('1', '【助残】${name}，您的预约已确认', '{"name":"王五"}');
    const res = await send({ msgType: '1', receiver: '13800138000', templateCode: code });
    expect(res.body).toMatchObject({ success: true, result: { sent: 1 } });
    const [logged] = await messagesTo('13800138000');
    expect(logged).toMatchObject({
      esType: '1',
      esContent: '【助残】王五，您的预约已确认',
      esSendStatus: 1,
      esResult: '未接入短信网关：短信仅记录在消息日志中，未实际发送',
    });
    expect((await send({ msgType: '1', receiver: '1380013800', templateCode: code })).body).toMatchObject({
      success: false,
      message: '请输入正确手机号: 1380013800',
    });
    expect(
      (await send({ msgType: '1', receiver: '13800138001', templateCode: 'no_such' })).body,
    ).toMatchObject({
      success: false,
      message: '消息模板不存在: no_such',
    });
  });

  it('refuses hostile or incomplete data and sends nothing', async () => {
    const code = await addTemplate('1', '${name}${constructor}');
    const res = await send({
      msgType: '1',
      receiver: '13900139000',
      templateCode: code,
      testData: '{"name":"x"}',
    });
    expect(res.body).toMatchObject({ success: false, message: '模板参数缺失: constructor' });
    const nested = await send({
      msgType: '1',
      receiver: '13900139000',
      templateCode: code,
      testData: '{"name":{"a":1},"constructor":"c"}',
    });
    expect(nested.body).toMatchObject({ success: false, message: '测试数据的值只能是文本或数字: name' });
    expect(await messagesTo('13900139000')).toEqual([]);
  });

  it('retries a failed message until the fifth attempt, then stops', async () => {
    const code = await addTemplate('2', '<p>${x}</p>', '{"x":"1"}');
    sink.rejectRecipients('550 No such mailbox');
    const res = await send({ msgType: '2', receiver: 'gone@example.com', templateCode: code });
    expect(res.body).toMatchObject({ success: true, result: { sent: 0, failed: 1 } });
    let [row] = await messagesTo('gone@example.com');
    expect(row).toMatchObject({ esSendStatus: 2, esSendNum: 1 });
    expect(row?.esResult).toMatch(/550/);
    for (let n = 2; n <= 5; n++) {
      const again = await server.post(`${MESSAGE}/resend`, { id: row?.id }, admin);
      expect(again.body).toMatchObject({ success: true, message: '重发失败，失败原因见发送结果' });
      [row] = await messagesTo('gone@example.com');
      expect(row).toMatchObject({ esSendNum: n, esSendStatus: n < 5 ? 2 : -1 });
    }
    expect(row?.esSendStatus_dictText).toBe('失败不再重试');
    const abandoned = await server.get<PageResult<Message>>(`${MESSAGE}/list?esSendStatus=-1`, admin);
    expect(abandoned.body.result.records.map((m) => m.esReceiver)).toEqual(['gone@example.com']);
    const refused = await server.post(`${MESSAGE}/resend`, { id: row?.id }, admin);
    expect(refused.body).toMatchObject({ success: false, message: '该消息已发送5次失败，不再重试' });

    // A message that failed once succeeds on retry once the mailbox exists again.
    await send({ msgType: '2', receiver: 'back@example.com', templateCode: code });
    sink.rejectRecipients(null);
    const [failed] = await messagesTo('back@example.com');
    const mailsBefore = sink.mails.length;
    // Two clicks at once: one attempt, one mail.
    const answers = await Promise.all(
      [1, 2].map(() => server.post(`${MESSAGE}/resend`, { id: failed?.id }, admin)),
    );
    expect(answers.map((a) => a.body.message).sort()).toEqual(
      [
        '重发成功',
        expect.stringMatching(/^(该消息正在发送，请稍后刷新查看|该消息已发送成功，无需重发)$/),
      ].sort(),
    );
    expect(sink.mails.length).toBe(mailsBefore + 1);
    expect((await messagesTo('back@example.com'))[0]).toMatchObject({ esSendStatus: 1, esSendNum: 2 });
    const sentAgain = await server.post(`${MESSAGE}/resend`, { id: failed?.id }, admin);
    expect(sentAgain.body).toMatchObject({ success: false, message: '该消息已发送成功，无需重发' });

    expect((await server.get(`${MESSAGE}/delete?id=${failed?.id}`, admin)).body.success).toBe(true);
    expect(await messagesTo('back@example.com')).toEqual([]);
  });
});

describe('a message cut off while sending', () => {
  const cutOff = (id: string, updateTime: string) =>
    server.ctx.db.kysely
      .updateTable('sysSms')
      .set({ esSendStatus: 0, esSendTime: null, esResult: null, updateTime })
      .where('id', '=', id)
      .execute();

  it('is sent again by 重发 once it has been 发送中 for 10 minutes, but not sooner', async () => {
    const code = await addTemplate('2', '<p>${x}</p>', '{"x":"1"}');
    await send({ msgType: '2', receiver: 'cut@example.com', templateCode: code });
    const [row] = await messagesTo('cut@example.com');
    if (!row) throw new Error('no message');
    const at = (minutesAgo: number) => formatDateTime(new Date(Date.now() - minutesAgo * 60_000));

    // The server stopped a minute into the attempt: it may still be on its way.
    await cutOff(row.id, at(1));
    const early = await server.post(`${MESSAGE}/resend`, { id: row.id }, admin);
    expect(early.body).toMatchObject({ success: false, message: '该消息正在发送，请稍后刷新查看' });
    expect((await messagesTo('cut@example.com'))[0]).toMatchObject({ esSendStatus: 0, esSendNum: 1 });

    // Eleven minutes on, the attempt was cut off: 重发 sends it, counting the attempt.
    await cutOff(row.id, at(11));
    const mailsBefore = sink.mails.length;
    const again = await server.post(`${MESSAGE}/resend`, { id: row.id }, admin);
    expect(again.body).toMatchObject({ success: true, message: '重发成功' });
    expect(sink.mails.length).toBe(mailsBefore + 1);
    expect((await messagesTo('cut@example.com'))[0]).toMatchObject({ esSendStatus: 1, esSendNum: 2 });
  });
});

describe('channels and settings', () => {
  it('sends SMS through a gateway sender plugged in instead of the logging one', async () => {
    const code = await addTemplate('1', '您的验证码是${code}', '{"code":"123456"}');
    const texts: string[] = [];
    const senders: MessageSenders = {
      ...defaultSenders(server.ctx),
      '1': {
        send: async (m) => {
          texts.push(`${m.receiver}:${m.content}`);
          if (m.receiver === '13700137000') throw new Error('网关拒绝: 号码停机');
          return '网关已受理';
        },
      },
    };
    const outcome = await sendByTemplate(
      server.ctx,
      senders,
      { username: 'admin' },
      {
        msgType: '1',
        receiver: '13600136000,13700137000',
        templateCode: code,
        testData: null,
      },
    );
    expect(outcome).toEqual({ total: 2, sent: 1, failed: 1, skipped: 0 });
    expect(texts).toEqual(['13600136000:您的验证码是123456', '13700137000:您的验证码是123456']);
    expect((await messagesTo('13600136000'))[0]).toMatchObject({ esSendStatus: 1, esResult: '网关已受理' });
    expect((await messagesTo('13700137000'))[0]).toMatchObject({
      esSendStatus: 2,
      esResult: '网关拒绝: 号码停机',
    });
  });

  it('reads the SMTP settings from the environment', () => {
    expect(loadConfig({}).smtp).toBeNull();
    expect(
      loadConfig({
        HCS_SMTP_HOST: 'mail.example.org',
        HCS_SMTP_USER: 'hcs@example.org',
        HCS_SMTP_PASS: 's3cret',
      }).smtp,
    ).toEqual({
      host: 'mail.example.org',
      port: 587,
      secure: false,
      user: 'hcs@example.org',
      pass: 's3cret',
      from: 'hcs@example.org',
    });
    expect(loadConfig({ HCS_SMTP_HOST: 'mail.example.org', HCS_SMTP_SECURE: 'on' }).smtp).toMatchObject({
      port: 465,
      secure: true,
    });
    expect(() => loadConfig({ HCS_SMTP_HOST: 'm', HCS_SMTP_PORT: '70000' })).toThrow(/HCS_SMTP_PORT/);
  });

  it('posts texts to the SMS gateway of the settings, verification codes included, and fails on its refusal', async () => {
    const received: { auth: string | undefined; body: { mobile: string; content: string } }[] = [];
    let status = 200;
    const gateway = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res
          .writeHead(status, { 'content-type': 'text/plain' })
          .end(status === 200 ? 'queued 7' : 'no credit');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    try {
      const config = loadConfig({
        HCS_SMS_GATEWAY_URL: `http://127.0.0.1:${port}/send`,
        HCS_SMS_GATEWAY_TOKEN: 'tk',
      });
      expect(config.smsGateway).toEqual({ url: `http://127.0.0.1:${port}/send`, token: 'tk' });
      expect(() => loadConfig({ HCS_SMS_GATEWAY_URL: 'ftp://x' })).toThrow(/HCS_SMS_GATEWAY_URL/);
      const ctx = { ...server.ctx, config: { ...server.ctx.config, smsGateway: config.smsGateway } };

      const mobile = '13912345670';
      await issueSmsCode(ctx, { mobile, mode: SmsMode.register });
      expect(received[0]?.auth).toBe('Bearer tk');
      expect(received[0]?.body.mobile).toBe(mobile);
      expect(received[0]?.body.content).toMatch(/^您的验证码是 \d{6}，10分钟内有效。$/);
      const [logged] = await server.ctx.db.kysely
        .selectFrom('sysSms')
        .select(['esSendStatus', 'esResult'])
        .where('esReceiver', '=', mobile)
        .execute();
      expect(logged).toEqual({ esSendStatus: 1, esResult: '短信网关已接收: queued 7' });

      status = 503;
      await expect(
        defaultSenders(ctx)['1'].send({ receiver: mobile, title: 't', content: 'c', sender: 'admin' }),
      ).rejects.toThrow('短信网关返回 503: no credit');
    } finally {
      gateway.close();
    }
  });

  it('fails an e-mail plainly when no mail server is configured', async () => {
    const noSmtp = defaultSenders({ ...server.ctx, config: { ...server.ctx.config, smtp: null } });
    await expect(
      noSmtp['2'].send({ receiver: 'a@b.cn', title: 't', content: 'c', sender: 'admin' }),
    ).rejects.toThrow('未配置邮件服务器（HCS_SMTP_HOST）');
  });
});

describe('the message log (消息) on its resource', () => {
  it('lists, reads, exports and deletes messages; only sending adds them', async () => {
    const code = await addTemplate('3', '<p>${x}</p>', '{"x":"1"}');
    await send({ msgType: '3', receiver: 'admin', templateCode: code });
    // Earlier tests sent to admin within the same second: the list's order cannot tell this one apart.
    const row = (await messagesTo('admin')).find((m) => m.remark === `模板 ${code}`);
    const read = await server.get<Message & { esParam: string; remark: string }>(
      `${MESSAGE}/queryById?id=${row?.id}`,
      admin,
    );
    expect(read.body.result).toMatchObject({ esParam: '{"x":"1"}', remark: `模板 ${code}` });
    const exported = await server.app.inject({
      method: 'GET',
      url: `/hcs${MESSAGE}/exportXls`,
      headers: { 'x-access-token': admin },
    });
    expect(exported.statusCode).toBe(200);
    for (const [method, path] of [
      ['POST', 'add'],
      ['PUT', 'edit'],
      ['POST', 'importExcel'],
    ] as const) {
      const answer = await server.app.inject({
        method,
        url: `/hcs${MESSAGE}/${path}`,
        headers: { 'x-access-token': admin },
        payload: {},
      });
      expect(answer.statusCode).toBe(404);
    }
    expect((await server.get(`${MESSAGE}/deleteBatch?ids=${row?.id},`, admin)).body.success).toBe(true);
    expect((await server.get(`${MESSAGE}/queryById?id=${row?.id}`, admin)).body).toMatchObject({
      success: false,
      message: '未找到对应的消息',
    });
  });
});
