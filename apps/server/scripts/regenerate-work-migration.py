#!/usr/bin/env python3
"""Development aid: rebuilds the not-yet-committed migrations as one, from the schema files.

Migrations that git tracks are never touched; untracked ones are removed and generated again
as a single migration, so several schema changes in progress end up in one file.
"""
import fcntl, json, os, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
migrations = os.path.join(root, 'src', 'db', 'migrations')
journal_path = os.path.join(migrations, 'meta', '_journal.json')


def is_tracked(path):
    return subprocess.run(['git', 'ls-files', '--error-unmatch', path], cwd=root,
                          capture_output=True).returncode == 0


with open('/tmp/fillwell-migration.lock', 'w') as lock:
    fcntl.flock(lock, fcntl.LOCK_EX)
    subprocess.run(['git', 'checkout', '--', journal_path], cwd=root, check=True)
    journal = json.load(open(journal_path))
    tags = {entry['tag'] for entry in journal['entries']}
    for name in os.listdir(migrations):
        path = os.path.join(migrations, name)
        if name.endswith('.sql') and name[:-4] not in tags and not is_tracked(path):
            os.remove(path)
    meta = os.path.join(migrations, 'meta')
    for name in os.listdir(meta):
        path = os.path.join(meta, name)
        if name.endswith('_snapshot.json') and not is_tracked(path):
            os.remove(path)
    subprocess.run(['bash', os.path.join(root, 'scripts', 'generate-migration.sh'), *sys.argv[1:]],
                   check=True)
