import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../../core/auth/guard.ts';
import type { AppContext } from '../../../core/context.ts';
import { ok } from '../../../core/result.ts';
import { parseInput } from '../../../core/validation.ts';
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
export function onlineFormDesignRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db.kysely;
  registerExampleHooks(db);

  app.get(`${HEAD}/list`, perm('list'), async (request) =>
    ok(await listHeads(db, parseInput(listQuery, request.query))),
  );

  app.get(`${HEAD}/queryById`, perm('list'), async (request) =>
    ok(await requireHead(db, parseInput(idQuery, request.query).id)),
  );

  app.get('/online/cgform/field/listByHeadId', perm('list'), async (request) => {
    const { headId } = parseInput(headIdQuery, request.query);
    await requireHead(db, headId);
    return ok(await loadFields(db, headId));
  });

  app.post(`${API}/addAll`, perm('add'), async (request) => {
    const { head, fields } = parseInput(addAllBody, request.body);
    return ok({ id: await addDefinition(db, currentUser(request), head, fields) }, '添加成功！');
  });

  app.put(`${API}/editAll`, perm('edit'), async (request) => {
    const { head, fields, deleteFieldIds } = parseInput(editAllBody, request.body);
    await editDefinition(db, currentUser(request), head, fields, deleteFieldIds);
    return ok(null, '编辑成功!');
  });

  app.get(`${API}/syncPlan/:headId`, perm('sync'), async (request) => {
    const { headId } = parseInput(headIdQuery, request.params);
    const { synMethod } = parseInput(syncPlanQuery, request.query);
    return ok(await syncPlan(ctx.db, headId, synMethod));
  });

  app.post(`${API}/doDbSynch/:headId/:synMethod`, perm('sync'), async (request) => {
    const { headId, synMethod } = parseInput(synMethodParams, request.params);
    const { confirm } = parseInput(synchBody, request.body);
    return ok(await synchronise(ctx.db, currentUser(request), headId, synMethod, confirm), '同步数据库成功!');
  });

  app.get(`${HEAD}/versions`, perm('list'), async (request) =>
    ok(await listVersions(db, parseInput(headIdQuery, request.query).headId)),
  );

  app.get(`${HEAD}/versionDiff`, perm('list'), async (request) => {
    const { headId, from, to } = parseInput(versionDiffQuery, request.query);
    return ok(await versionDiff(db, headId, from, to));
  });

  app.delete(`${HEAD}/delete`, perm('delete'), async (request) => {
    await deleteForm(ctx.db, parseInput(idQuery, request.query).id, true);
    return ok(null, '删除成功!');
  });

  app.delete(`${HEAD}/removeRecord`, perm('delete'), async (request) => {
    await deleteForm(ctx.db, parseInput(idQuery, request.query).id, false);
    return ok(null, '移除成功!');
  });

  app.get(`${HEAD}/copyOnline`, perm('copy'), async (request) =>
    ok(await copyForm(db, currentUser(request), parseInput(codeQuery, request.query).code), '复制成功!'),
  );

  app.get(`${HEAD}/copyList`, perm('list'), async (request) =>
    ok(await copyList(db, parseInput(physicIdQuery, request.query).physicId)),
  );

  // 增强JS: one script per type (form, list) per form.
  app.get(`${HEAD}/enhanceJs/:headId`, perm('enhance'), async (request) => {
    const { headId } = parseInput(headIdQuery, request.params);
    return ok(await getEnhanceJs(db, headId, parseInput(enhanceJsTypeQuery, request.query).type));
  });
  const saveJs = (message: string) => async (request: FastifyRequest) => {
    const { headId } = parseInput(headIdQuery, request.params);
    const { type } = parseInput(enhanceJsTypeQuery, request.query);
    const body = parseInput(enhanceJsBody, request.body);
    return ok(await saveEnhanceJs(db, currentUser(request), headId, type, body), message);
  };
  app.post(`${HEAD}/enhanceJs/:headId`, perm('enhance'), saveJs('添加成功！'));
  app.put(`${HEAD}/enhanceJs/:headId`, perm('enhance'), saveJs('编辑成功!'));

  // 增强Java: registered handlers by name.
  app.get(`${HEAD}/enhanceJava/handlers`, perm('enhance'), async () => ok(handlerList()));
  app.get(`${HEAD}/enhanceJava/:headId`, perm('enhance'), async (request) =>
    ok(await listEnhanceJava(db, parseInput(headIdQuery, request.params).headId)),
  );
  app.post(`${HEAD}/enhanceJava/:headId`, perm('enhance'), async (request) => {
    const { headId } = parseInput(headIdQuery, request.params);
    const body = parseInput(enhanceJavaBody, request.body);
    return ok({ id: await addEnhanceJava(db, currentUser(request), headId, body) }, '添加成功！');
  });
  app.put(`${HEAD}/enhanceJava/:headId`, perm('enhance'), async (request) => {
    const { headId } = parseInput(headIdQuery, request.params);
    await editEnhanceJava(db, currentUser(request), headId, parseInput(enhanceJavaBody, request.body));
    return ok(null, '编辑成功!');
  });
  app.delete(`${HEAD}/enhanceJava/:headId`, perm('enhance'), async (request) => {
    const { headId } = parseInput(headIdQuery, request.params);
    await deleteEnhanceJava(db, headId, parseInput(idQuery, request.query).id);
    return ok(null, '删除成功!');
  });

  // 自定义按钮.
  app.get('/online/cgform/button/list/:headId', perm('enhance'), async (request) =>
    ok(await listButtons(db, parseInput(headIdQuery, request.params).headId)),
  );
  app.post('/online/cgform/button/add', perm('enhance'), async (request) =>
    ok({ id: await addButton(db, currentUser(request), parseInput(buttonBody, request.body)) }, '添加成功！'),
  );
  app.put('/online/cgform/button/edit', perm('enhance'), async (request) => {
    await editButton(db, currentUser(request), parseInput(buttonBody, request.body));
    return ok(null, '编辑成功!');
  });
  app.delete('/online/cgform/button/delete', perm('enhance'), async (request) => {
    await deleteButton(db, parseInput(idQuery, request.query).id);
    return ok(null, '删除成功!');
  });
}
