import { currentUser } from '../../../core/auth/guard.ts';
import type { AppContext } from '../../../core/context.ts';
import type { Api } from '../../../core/http/inputSchemas.ts';
import { ok } from '../../../core/result.ts';
import { loadFields, requireHead } from '../definitionRepo.ts';
import { addButton, buttonBody, deleteButton, editButton, listButtons } from './buttons.ts';
import { copyForm, copyList } from './copy.ts';
import { deleteForm } from './deleteForm.ts';
import {
  addEnhanceJava,
  deleteEnhanceJava,
  editEnhanceJava,
  enhanceJavaBody,
  enhanceJsBody,
  enhanceJsTypeQuery,
  getEnhanceJs,
  handlerList,
  listEnhanceJava,
  saveEnhanceJs,
} from './enhance.ts';
import { registerExampleHooks } from './exampleHooks.ts';
import { listHeads } from './headRepo.ts';
import { addDefinition, editDefinition } from './saveDefinition.ts';
import {
  addAllBody,
  codeQuery,
  editAllBody,
  headIdQuery,
  idQuery,
  listQuery,
  physicIdQuery,
  synchBody,
  syncPlanQuery,
  synMethodParams,
  versionDiffQuery,
} from './schema.ts';
import { synchronise, syncPlan } from './synchronise.ts';
import { listVersions, versionDiff } from './versions.ts';

const HEAD = '/online/cgform/head';
const API = '/online/cgform/api';
const perm = (action: string) => ({ config: { permission: `online:form:${action}` } });

/**
 * 表单开发: online form definitions, their fields, synchronisation, versions, enhancements and buttons
 * (docs/online.md, "Online forms: design and synchronisation"). Every route needs online:form:<action>.
 */
export function onlineFormDesignRoutes(app: Api, ctx: AppContext): void {
  const db = ctx.db.kysely;
  registerExampleHooks(db);

  app.get(`${HEAD}/list`, { ...perm('list'), schema: { querystring: listQuery } }, async (request) =>
    ok(await listHeads(db, request.query)),
  );

  app.get(`${HEAD}/queryById`, { ...perm('list'), schema: { querystring: idQuery } }, async (request) =>
    ok(await requireHead(db, request.query.id)),
  );

  app.get(
    '/online/cgform/field/listByHeadId',
    { ...perm('list'), schema: { querystring: headIdQuery } },
    async (request) => {
      const { headId } = request.query;
      await requireHead(db, headId);
      return ok(await loadFields(db, headId));
    },
  );

  app.post(`${API}/addAll`, { ...perm('add'), schema: { body: addAllBody } }, async (request) => {
    const { head, fields } = request.body;
    return ok({ id: await addDefinition(db, currentUser(request), head, fields) }, '添加成功！');
  });

  app.put(`${API}/editAll`, { ...perm('edit'), schema: { body: editAllBody } }, async (request) => {
    const { head, fields, deleteFieldIds } = request.body;
    await editDefinition(db, currentUser(request), head, fields, deleteFieldIds);
    return ok(null, '编辑成功!');
  });

  app.get(
    `${API}/syncPlan/:headId`,
    { ...perm('sync'), schema: { params: headIdQuery, querystring: syncPlanQuery } },
    async (request) => {
      const { headId } = request.params;
      const { synMethod } = request.query;
      return ok(await syncPlan(ctx.db, headId, synMethod));
    },
  );

  app.post(
    `${API}/doDbSynch/:headId/:synMethod`,
    { ...perm('sync'), schema: { params: synMethodParams, body: synchBody } },
    async (request) => {
      const { headId, synMethod } = request.params;
      const { confirm } = request.body;
      return ok(
        await synchronise(ctx.db, currentUser(request), headId, synMethod, confirm),
        '同步数据库成功!',
      );
    },
  );

  app.get(`${HEAD}/versions`, { ...perm('list'), schema: { querystring: headIdQuery } }, async (request) =>
    ok(await listVersions(db, request.query.headId)),
  );

  app.get(
    `${HEAD}/versionDiff`,
    { ...perm('list'), schema: { querystring: versionDiffQuery } },
    async (request) => {
      const { headId, from, to } = request.query;
      return ok(await versionDiff(db, headId, from, to));
    },
  );

  app.delete(`${HEAD}/delete`, { ...perm('delete'), schema: { querystring: idQuery } }, async (request) => {
    await deleteForm(ctx.db, request.query.id, true);
    return ok(null, '删除成功!');
  });

  app.delete(
    `${HEAD}/removeRecord`,
    { ...perm('delete'), schema: { querystring: idQuery } },
    async (request) => {
      await deleteForm(ctx.db, request.query.id, false);
      return ok(null, '移除成功!');
    },
  );

  app.get(`${HEAD}/copyOnline`, { ...perm('copy'), schema: { querystring: codeQuery } }, async (request) =>
    ok(await copyForm(db, currentUser(request), request.query.code), '复制成功!'),
  );

  app.get(`${HEAD}/copyList`, { ...perm('list'), schema: { querystring: physicIdQuery } }, async (request) =>
    ok(await copyList(db, request.query.physicId)),
  );

  // 增强JS: one script per type (form, list) per form.
  app.get(
    `${HEAD}/enhanceJs/:headId`,
    { ...perm('enhance'), schema: { params: headIdQuery, querystring: enhanceJsTypeQuery } },
    async (request) => {
      const { headId } = request.params;
      return ok(await getEnhanceJs(db, headId, request.query.type));
    },
  );
  for (const [method, message] of [
    ['POST', '添加成功！'],
    ['PUT', '编辑成功!'],
  ] as const) {
    app.route({
      method,
      url: `${HEAD}/enhanceJs/:headId`,
      ...perm('enhance'),
      schema: { params: headIdQuery, querystring: enhanceJsTypeQuery, body: enhanceJsBody },
      handler: async (request) => {
        const { headId } = request.params;
        const body = request.body;
        return ok(await saveEnhanceJs(db, currentUser(request), headId, request.query.type, body), message);
      },
    });
  }

  // 增强Java: registered handlers by name.
  app.get(`${HEAD}/enhanceJava/handlers`, perm('enhance'), async () => ok(handlerList()));
  app.get(
    `${HEAD}/enhanceJava/:headId`,
    { ...perm('enhance'), schema: { params: headIdQuery } },
    async (request) => ok(await listEnhanceJava(db, request.params.headId)),
  );
  app.post(
    `${HEAD}/enhanceJava/:headId`,
    { ...perm('enhance'), schema: { params: headIdQuery, body: enhanceJavaBody } },
    async (request) => {
      const { headId } = request.params;
      const body = request.body;
      return ok({ id: await addEnhanceJava(db, currentUser(request), headId, body) }, '添加成功！');
    },
  );
  app.put(
    `${HEAD}/enhanceJava/:headId`,
    { ...perm('enhance'), schema: { params: headIdQuery, body: enhanceJavaBody } },
    async (request) => {
      const { headId } = request.params;
      await editEnhanceJava(db, currentUser(request), headId, request.body);
      return ok(null, '编辑成功!');
    },
  );
  app.delete(
    `${HEAD}/enhanceJava/:headId`,
    { ...perm('enhance'), schema: { params: headIdQuery, querystring: idQuery } },
    async (request) => {
      const { headId } = request.params;
      await deleteEnhanceJava(db, headId, request.query.id);
      return ok(null, '删除成功!');
    },
  );

  // 自定义按钮.
  app.get(
    '/online/cgform/button/list/:headId',
    { ...perm('enhance'), schema: { params: headIdQuery } },
    async (request) => ok(await listButtons(db, request.params.headId)),
  );
  app.post(
    '/online/cgform/button/add',
    { ...perm('enhance'), schema: { body: buttonBody } },
    async (request) => ok({ id: await addButton(db, currentUser(request), request.body) }, '添加成功！'),
  );
  app.put(
    '/online/cgform/button/edit',
    { ...perm('enhance'), schema: { body: buttonBody } },
    async (request) => {
      await editButton(db, currentUser(request), request.body);
      return ok(null, '编辑成功!');
    },
  );
  app.delete(
    '/online/cgform/button/delete',
    { ...perm('enhance'), schema: { querystring: idQuery } },
    async (request) => {
      await deleteButton(db, request.query.id);
      return ok(null, '删除成功!');
    },
  );
}
