"""setuptools' part that pyproject.toml cannot say: the art (assets/) and the compiled translations
(translations/*.qm) live at the top of the repository but are installed inside the `desktop` package
(desktop/assets, desktop/translations), where desktop/common/paths.py reads them through importlib.resources,
as it does in the PyInstaller bundle. Every folder is listed as a package (the engines' data/ folders and
each folder of assets/ too), so every file of them is shipped."""

from pathlib import Path

from setuptools import find_namespace_packages, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
code = find_namespace_packages(include=["engine*", "desktop*"], exclude=["*__pycache__*"])
data = [name for name in code if name.endswith(".data")]  # engine/<game>/data: the component tables
art = ["desktop.assets"] + [f"desktop.assets.{d.name}" for d in sorted((HERE / "assets").iterdir()) if d.is_dir()]


class BuildPy(build_py):
    def find_package_modules(self, package: str, package_dir: str) -> list[tuple[str, str, str]]:
        if package == "desktop.translations":
            return []  # translations/ts_tool.py edits the catalogues: a developer's tool, not the app's
        return super().find_package_modules(package, package_dir)


setup(
    cmdclass={"build_py": BuildPy},
    include_package_data=False,  # only the files listed below, never what a manifest sweeps in
    packages=[*code, *art, "desktop.translations"],
    package_dir={"desktop.assets": "assets", "desktop.translations": "translations"},
    package_data={
        **{name: ["*.json"] for name in data},
        **{name: ["*.*"] for name in art},
        "desktop.translations": ["*.qm"],
    },
)
