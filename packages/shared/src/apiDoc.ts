/** 接口文档: the OpenAPI description of the API (under the base path) and the permission it needs. */
export const API_DOC_URL = '/sys/openapi.json';
export const API_DOC_PERMISSION = 'system:openapi:view';
