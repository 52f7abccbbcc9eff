// SIGTERM (docker stop, systemd, Kubernetes) and SIGINT (Ctrl+C, kill -INT) stop the Butler the same way in every
// mode: the work in hand finishes, the store closes, exit 0. They are caught from the first moment of the start —
// a process still waiting for Telegram to answer must stop too — and, caught, they also reach a process that runs
// as PID 1 in a container, which the kernel spares the default action of a signal it does not handle (such a
// process would ignore docker stop until the SIGKILL). A second signal of the same kind while stopping ends the
// process at once (the default action, since each handler runs once): Ctrl+C twice.

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** Aborted with the signal's name ('SIGTERM' | 'SIGINT') when the first of them arrives. */
export function stopSignals(): AbortSignal {
  const controller = new AbortController();
  for (const name of SIGNALS) process.once(name, () => controller.abort(name));
  return controller.signal;
}
