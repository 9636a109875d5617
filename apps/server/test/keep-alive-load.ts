import { Agent, request } from 'node:http';

export interface Outcome {
  startedAt: number;
  status?: number;
  connection?: string;
  error?: string;
  /** Whether it went out on a kept-alive connection that had carried an earlier request. */
  reused?: boolean;
}

/** One GET on a kept-alive connection of `agent`; never rejects, the outcome says what happened. */
function get(agent: Agent, url: string): Promise<Outcome> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ startedAt, status: res.statusCode, connection: res.headers.connection }));
      res.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ startedAt, error: error.code ?? error.message }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ startedAt, error: error.code ?? error.message, reused: req.reusedSocket }),
    );
    req.end();
  });
}

/**
 * Clients hammering `url` over kept-alive connections, as browsers and proxies do. `steady`
 * clients stop asking once told to and leave their connections open and idle (the case that
 * kept the old server up for its 72 s keep-alive timeout); `persistent` ones go on until a
 * request fails to connect.
 */
export function keepAliveLoad(url: string, clients: { steady: number; persistent: number }) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients.steady + clients.persistent });
  const outcomes: Outcome[] = [];
  let inFlight = 0;
  let stopped = false;
  const loop = async (persistent: boolean) => {
    while (persistent || !stopped) {
      inFlight += 1;
      const outcome = await get(agent, url);
      inFlight -= 1;
      outcomes.push(outcome);
      if (outcome.error) return;
    }
  };
  const loops = [
    ...Array.from({ length: clients.steady }, () => loop(false)),
    ...Array.from({ length: clients.persistent }, () => loop(true)),
  ];
  return {
    outcomes,
    /** Requests sent and not answered yet. */
    inFlight: () => inFlight,
    /** Steady clients send nothing more after their current request. */
    stopSteady: () => {
      stopped = true;
    },
    /** Resolves once every client has stopped; closes the agent's idle connections. */
    finished: () => Promise.all(loops).finally(() => agent.destroy()),
  };
}
