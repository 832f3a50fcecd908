"""`python -m plastic_memory` runs the plastic-memory command."""

import sys

from .faces.cli import main

sys.exit(main())
