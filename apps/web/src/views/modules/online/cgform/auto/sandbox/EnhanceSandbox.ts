import {
  ENHANCE_CALL_TIMEOUT_MS,
  ENHANCE_FUNCTION_NAME,
  type EnhanceOutcome,
  type SandboxReply,
  type SandboxRequest,
  type SandboxValue,
} from './protocol.ts';
import { SANDBOX_WORKER_SOURCE } from './workerSource.ts';

/** A way to the sandbox's worker: the frame in the browser, another runner in tests. */
export interface SandboxTransport {
  send(request: SandboxRequest): void;
  /** Every reply from the worker. */
  onReply(listener: (reply: SandboxReply) => void): void;
  /** Stops the worker (and its frame) for good. */
  destroy(): void;
}

export type SandboxTransportFactory = () => SandboxTransport;

/** The frame's page, beside index.html (public/online-sandbox.html), sent by the server with its own CSP. */
export const SANDBOX_PAGE = 'online-sandbox.html';

/**
 * The browser's transport: a hidden iframe with sandbox="allow-scripts" only (a unique origin: no
 * localStorage, cookies or DOM of the page), spoken to through a MessageChannel; the frame starts the
 * worker from the code it is sent.
 */
export function frameTransport(): SandboxTransport {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = '增强JS沙箱';
  frame.style.display = 'none';
  frame.src = `${import.meta.env.BASE_URL ?? '/'}${SANDBOX_PAGE}`;
  const channel = new MessageChannel();
  const queued: SandboxRequest[] = [];
  let ready = false;
  let listener: ((reply: SandboxReply) => void) | null = null;
  channel.port1.onmessage = (event: MessageEvent<SandboxReply>) => listener?.(event.data);
  frame.addEventListener('load', () => {
    // A unique origin has no name to aim at: '*' it is; the port makes the rest private.
    frame.contentWindow?.postMessage({ type: 'connect' }, '*', [channel.port2]);
    ready = true;
    for (const request of queued.splice(0)) channel.port1.postMessage(request);
  });
  document.body.appendChild(frame);
  return {
    send(request) {
      if (ready) channel.port1.postMessage(request);
      else queued.push(request);
    },
    onReply(next) {
      listener = next;
    },
    destroy() {
      listener = null;
      channel.port1.close();
      frame.remove();
    },
  };
}

interface Pending {
  resolve(outcome: EnhanceOutcome): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * One form's enhancement script in its sandbox. Calls are answered in any order, each within
 * `timeoutMs`; a call that takes longer is given up and the sandbox is started afresh (a script in an
 * endless loop cannot hold the page or the next call).
 */
export class EnhanceSandbox {
  private transport: SandboxTransport | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private loadError: string | null = null;

  constructor(
    private readonly script: string,
    private readonly factory: SandboxTransportFactory = frameTransport,
    private readonly timeoutMs: number = ENHANCE_CALL_TIMEOUT_MS,
  ) {}

  private start(): SandboxTransport {
    if (this.transport) return this.transport;
    const transport = this.factory();
    transport.onReply((reply) => this.receive(reply));
    transport.send({ type: 'init', source: SANDBOX_WORKER_SOURCE, script: this.script });
    this.transport = transport;
    return transport;
  }

  private receive(reply: SandboxReply): void {
    if (reply.type === 'loaded') {
      this.loadError = reply.error ?? null;
      return;
    }
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    clearTimeout(waiting.timer);
    if (reply.timeout) waiting.resolve({ kind: 'timeout' });
    else if (reply.missing) {
      waiting.resolve(
        this.loadError ? { kind: 'error', message: `增强JS有误：${this.loadError}` } : { kind: 'missing' },
      );
    } else if (reply.error !== undefined) waiting.resolve({ kind: 'error', message: reply.error });
    else waiting.resolve({ kind: 'value', value: reply.value ?? null });
  }

  /** Stops the worker and answers every waiting call with a time-out; the next call starts it again. */
  private restart(): void {
    this.transport?.destroy();
    this.transport = null;
    for (const [, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.resolve({ kind: 'timeout' });
    }
    this.pending.clear();
  }

  /** Calls the script's function `name` with copies of `args`. */
  call(name: string, args: readonly unknown[]): Promise<EnhanceOutcome> {
    if (!ENHANCE_FUNCTION_NAME.test(name)) {
      return Promise.resolve({ kind: 'error', message: `增强JS函数名不合法：${name.slice(0, 64)}` });
    }
    let copied: SandboxValue[];
    try {
      copied = JSON.parse(JSON.stringify(args)) as SandboxValue[];
    } catch {
      return Promise.resolve({ kind: 'error', message: '增强JS的参数无法传递' });
    }
    const transport = this.start();
    const id = this.nextId++;
    return new Promise<EnhanceOutcome>((resolve) => {
      const timer = setTimeout(() => {
        if (!this.pending.has(id)) return;
        this.pending.delete(id);
        resolve({ kind: 'timeout' });
        this.restart();
      }, this.timeoutMs);
      this.pending.set(id, { resolve, timer });
      transport.send({ type: 'call', id, name, args: copied, timeoutMs: this.timeoutMs });
    });
  }

  destroy(): void {
    this.restart();
  }
}

/** A call's outcome as a message for the user, or null when there is nothing to tell. */
export function outcomeProblem(name: string, outcome: EnhanceOutcome): string | null {
  switch (outcome.kind) {
    case 'timeout':
      return `增强JS ${name} 执行超时`;
    case 'error':
      return `增强JS ${name} 执行出错：${outcome.message}`;
    default:
      return null;
  }
}

/** The values a hook returned to set on the form (an object of field → value), or null. */
export function valuesOf(outcome: EnhanceOutcome): Record<string, SandboxValue> | null {
  if (outcome.kind !== 'value') return null;
  const { value } = outcome;
  return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
}
