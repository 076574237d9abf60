import sys

from closedset.cli import main

sys.exit(main())
