export interface StopSignal {
  /** Whether SIGTERM or SIGINT has arrived. */
  readonly requested: boolean;
  /** Settles with the first of them. */
  readonly received: Promise<NodeJS.Signals>;
}

/**
 * Waits for SIGTERM or SIGINT. Only the first counts: a terminal's Ctrl-C reaches every process of
 * the group, so a worker hears it once from the terminal and again from the supervisor, and the
 * second must not kill it in the middle of its shutdown.
 */
export function listenForStop(): StopSignal {
  let requested = false;
  const received = new Promise<NodeJS.Signals>((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      if (requested) return;
      requested = true;
      resolve(signal);
    };
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  });
  return {
    get requested() {
      return requested;
    },
    received,
  };
}
