"""Galaxy Trucker's desktop view: ship tiles painted from component data."""
