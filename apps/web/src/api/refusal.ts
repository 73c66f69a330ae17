/**
 * The server said no: an answer with `success: false` (a business refusal, HTTP 200). Its message is
 * meant for the user and has not been shown yet; `result` is what the refusal carried (a broken check
 * rule, an import's rows), `code` the envelope's code.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
  readonly code: number;
  readonly result: unknown;

  constructor(message: string, code = 500, result: unknown = null) {
    super(message);
    this.code = code;
    this.result = result;
  }
}
