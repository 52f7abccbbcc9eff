// The exit code of a process that stopped because a platform refused it for good (a revoked token, another poller):
// 78 is sysexits' EX_CONFIG — a supervisor restarts it (systemd Restart=on-failure) or, told by the code, alerts.
// A Discord shard exits with it too, so that its manager stops the others and exits with it instead of respawning.
export const FATAL_PLATFORM_EXIT = 78;
