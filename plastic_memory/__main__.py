"""`python -m plastic_memory` runs the plastic-memory command."""

import sys

from .cli import main

sys.exit(main())
