import sys

from closedset.cli import run

sys.exit(run())
