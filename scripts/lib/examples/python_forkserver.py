"""Runs Python request samples as forks of one interpreter that has already
imported `requests` (see pythonForkServer.ts, which starts and drives it).

A fresh `python3 sample.py` spends about 0.25 s of CPU starting and importing
requests before the sample's first line; a fork of this process starts in a
few milliseconds. Each sample still runs in a process of its own: its own
process group (so a timeout kills everything it started), working directory,
environment, stdin (/dev/null), stdout and stderr files, and fresh module
globals, exactly as `python3 sample.py` would, down to the messages of a
syntax error and the traceback of an uncaught exception.

Protocol: one JSON object per line on stdin,
  {"id": 1, "file": "/abs/s.py", "cwd": "/dir", "env": {...}, "stdout": "/abs/out", "stderr": "/abs/err"}
and one per line on stdout: {"id": 1, "pid": 123} as soon as the sample runs,
then {"id": 1, "exit": 0, "signal": null} when it has ended. The server ends
when stdin closes, after its running samples.
"""

import builtins
import json
import os
import select
import signal
import sys
import traceback
import types

import requests  # noqa: F401  (imported once here: the point of the fork server)


def reply(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def exit_code(error):
    """What the interpreter exits with on SystemExit(code), as `python3 file` does."""
    code = error.code
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def run_sample(job):
    """In the forked child: become `python3 <file>`, run it, never return."""
    code = 1
    try:
        os.setsid()
        os.chdir(job["cwd"])
        os.environ.clear()
        os.environ.update(job["env"])
        devnull = os.open(os.devnull, os.O_RDONLY)
        os.dup2(devnull, 0)
        for fd, target in ((1, job["stdout"]), (2, job["stderr"])):
            out = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            os.dup2(out, fd)
            os.close(out)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        path = job["file"]
        sys.argv = [path]
        sys.path[0] = os.path.dirname(path)
        with open(path, "rb") as source:
            text = source.read()
        try:
            compiled = compile(text, path, "exec")
        except SyntaxError as error:
            # What the interpreter prints for a file that does not parse: no traceback header.
            sys.stderr.write("".join(traceback.format_exception_only(type(error), error)))
            code = 1
        else:
            # A fresh __main__ module, as the interpreter makes for a script.
            main_module = types.ModuleType("__main__")
            main_module.__file__ = path
            main_module.__builtins__ = builtins
            sys.modules["__main__"] = main_module
            try:
                exec(compiled, main_module.__dict__)
                code = 0
            except SystemExit as error:
                code = exit_code(error)
            except BaseException as error:  # noqa: BLE001 — reported as the interpreter would
                # Without this server's own frame: the traceback starts in the sample.
                traceback.print_exception(type(error), error, error.__traceback__.tb_next)
                code = 1
    except BaseException:  # noqa: BLE001 — a failure to set up the child is the sample's failure
        traceback.print_exc()
        code = 1
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def main():
    running = {}
    stdin_open = True
    buffered = b""
    while stdin_open or running:
        # Wake up for a new job, or every 5 ms to collect the samples that ended.
        readable, _, _ = select.select([0] if stdin_open else [], [], [], 0.005)
        if readable:
            chunk = os.read(0, 65536)
            if not chunk:
                stdin_open = False
            buffered += chunk
            while b"\n" in buffered:
                line, buffered = buffered.split(b"\n", 1)
                if not line.strip():
                    continue
                job = json.loads(line)
                sys.stdout.flush()
                sys.stderr.flush()
                pid = os.fork()
                if pid == 0:
                    run_sample(job)
                running[pid] = job["id"]
                reply({"id": job["id"], "pid": pid})
        while running:
            pid, status = os.waitpid(-1, os.WNOHANG)
            if pid == 0:
                break
            job_id = running.pop(pid, None)
            if job_id is None:
                continue
            if os.WIFSIGNALED(status):
                reply({"id": job_id, "exit": None, "signal": signal.Signals(os.WTERMSIG(status)).name})
            else:
                reply({"id": job_id, "exit": os.WEXITSTATUS(status), "signal": None})


if __name__ == "__main__":
    main()
