import sys

from desktop.app import main

if __name__ == "__main__":  # not when a bot process (spawn) imports this module as __mp_main__
    sys.exit(main())
