"""What ``launch()`` and ``connect()`` share between the synchronous and the asyncio API."""

from __future__ import annotations

import os
from typing import Callable, Dict, List, Optional, Sequence

from .errors import HostDiedError, UIHostError
from .process import HostProcess


def serve_arguments(storyboard: Optional[str], app: Optional[str], device: Optional[str], token: Optional[str],
                    clock: Optional[str], args: Sequence[str], recordings_dir: Optional[str] = None,
                    app_dir: Optional[str] = None, initial: Optional[str] = None, tls_cert: Optional[str] = None,
                    tls_key: Optional[str] = None) -> List[str]:
    """``uihost serve`` options for launch()'s keyword arguments (``--port 0`` is added by HostProcess)."""
    if (tls_cert is None) != (tls_key is None):
        raise ValueError("give tls_cert= and tls_key= together: the host serves TLS with both or neither")
    if sum(value is not None for value in (storyboard, app, app_dir)) > 1:
        raise ValueError("give one of storyboard=, app_dir= or app=: each names the app to run")
    arguments: List[str] = []
    if storyboard is not None:
        arguments += ["--storyboard", os.fspath(storyboard)]
    if app_dir is not None:
        arguments += ["--app-dir", os.fspath(app_dir)]
    for option, value in (("--app", app), ("--initial", initial), ("--device", device), ("--token", token), ("--clock", clock),
                          ("--tls-cert", None if tls_cert is None else os.fspath(tls_cert)),
                          ("--tls-key", None if tls_key is None else os.fspath(tls_key)),
                          ("--recordings-dir", None if recordings_dir is None else os.fspath(recordings_dir))):
        if value is not None:
            arguments += [option, value]
    return arguments + list(args)


def start_host(storyboard: Optional[str], app: Optional[str], device: Optional[str], token: Optional[str],
               clock: Optional[str], args: Sequence[str], binary: Optional[str], env: Optional[Dict[str, str]],
               ready_timeout: float, recordings_dir: Optional[str] = None, app_dir: Optional[str] = None,
               initial: Optional[str] = None, tls_cert: Optional[str] = None,
               tls_key: Optional[str] = None, wait: bool = True) -> HostProcess:
    return HostProcess(serve_arguments(storyboard, app, device, token, clock, args, recordings_dir, app_dir, initial,
                                       tls_cert, tls_key),
                       binary=binary, env=env, ready_timeout=ready_timeout, wait=wait)


def death_diagnosis(process: HostProcess) -> Callable[[], Optional[UIHostError]]:
    """For a connection to a launched host: when the socket drops, a HostDiedError with the host's last output
    if the process has exited (or exits within two seconds), else None (a plain lost connection)."""

    def diagnose() -> Optional[UIHostError]:
        code = process.wait_for_exit(2)
        if code is None:
            return None
        how = f"was killed by signal {-code}" if code is not None and code < 0 else f"exited with status {code}"
        return HostDiedError(f"the uihost process (pid {process.pid}, {process.url}) {how}; its last output:\n"
                             f"{process.output()}", code, process.output())

    return diagnose
