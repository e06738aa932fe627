// The MCP SDK's Transport over a server process we spawned ourselves (its own process group: see process.ts). The
// SDK's StdioClientTransport does not detach its child, so it cannot end a server's whole group; the framing is the
// SDK's own (ReadBuffer, serializeMessage).
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { ServerProcess } from './process';

export class ServerProcessTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T) => void;
  private readonly buffer = new ReadBuffer();
  private closed = false;

  constructor(private readonly server: ServerProcess) {}

  async start(): Promise<void> {
    const { child } = this.server;
    child.stdout!.on('data', (chunk: Buffer) => {
      try {
        this.buffer.append(chunk);
      } catch (error) {
        // One message over the SDK's 10 MB bound: the server is not answering in a way we can read.
        this.onerror?.(error as Error);
        void this.close();
        return;
      }
      for (;;) {
        let message: JSONRPCMessage | null;
        try {
          message = this.buffer.readMessage();
        } catch (error) {
          // A line that is not JSON-RPC (a server logging to stdout): reported, and reading goes on.
          this.onerror?.(error as Error);
          continue;
        }
        if (message === null) break;
        this.onmessage?.(message);
      }
    });
    void this.server.whenExited().then(() => this.finish());
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.closed || this.server.gone) throw new Error('the server has exited');
    const stdin = this.server.child.stdin!;
    await new Promise<void>((done, fail) => {
      stdin.write(serializeMessage(message), (error) => (error ? fail(error) : done()));
    });
  }

  async close(): Promise<void> {
    await this.server.stop();
    this.finish();
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.buffer.clear();
    this.onclose?.();
  }
}
