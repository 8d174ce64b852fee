"""scripts/check-imports on tiny packages made here: it fails when a target imports a module it
does not declare or declares one it never imports, and passes once the manifest tells the truth.

Each package needs only `swift package dump-package` (no build, no network), so this is fast.
"""
import pathlib
import subprocess
import textwrap

import pytest

SCRIPT = pathlib.Path(__file__).resolve().parents[2] / "scripts" / "check-imports"


def make_package(root, targets, sources, dependencies=""):
    """Writes Package.swift (tools 6.1) with `targets` (Swift text) and the given source files."""
    (root / "Package.swift").write_text(
        "// swift-tools-version: 6.1\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        '    name: "Tiny",\n'
        f"    dependencies: [{dependencies}],\n"
        f"    targets: [\n{textwrap.indent(textwrap.dedent(targets).strip(), ' ' * 8)}\n    ]\n"
        ")\n"
    )
    for path, text in sources.items():
        file = root / path
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(textwrap.dedent(text))


def check(root):
    result = subprocess.run(
        [str(SCRIPT), "--package", str(root)], capture_output=True, text=True, timeout=120
    )
    return result.returncode, result.stdout + result.stderr


A_AND_B = {
    "Sources/A/A.swift": "public let a = 1\n",
    "Sources/B/B.swift": "import A\n\npublic let b = a + 1\n",
}


def test_an_undeclared_import_fails_and_passes_once_declared(tmp_path):
    make_package(tmp_path, '.target(name: "A"),\n.target(name: "B"),', A_AND_B)
    code, output = check(tmp_path)
    assert code == 1, output
    assert "B: imports A but does not declare it" in output

    make_package(tmp_path, '.target(name: "A"),\n.target(name: "B", dependencies: ["A"]),', A_AND_B)
    code, output = check(tmp_path)
    assert code == 0, output
    assert "2 targets: every import declared, every dependency imported" in output


def test_a_declared_dependency_never_imported_fails(tmp_path):
    sources = {"Sources/A/A.swift": "public let a = 1\n", "Sources/B/B.swift": "public let b = 2\n"}
    make_package(tmp_path, '.target(name: "A"),\n.target(name: "B", dependencies: [.target(name: "A")]),', sources)
    code, output = check(tmp_path)
    assert code == 1, output
    assert "B: declares A but never imports it" in output


def test_an_unused_product_dependency_fails(tmp_path):
    """A product is taken to provide the module of its own name; `Other` is never imported."""
    (tmp_path / "other").mkdir()
    make_package(
        tmp_path,
        '.target(name: "B", dependencies: [.product(name: "Other", package: "other")]),',
        {"Sources/B/B.swift": "import Foundation\n"},
        dependencies='.package(path: "other")',
    )
    code, output = check(tmp_path)
    assert code == 1, output
    assert "B: declares Other but never imports it" in output


def test_comments_and_strings_are_not_imports(tmp_path):
    """Imports in comments (line, doc, nested block) and in string literals (multi-line, raw,
    inside interpolations) are not imports; the real one after them is."""
    source = '''\
        // import C
        /// import C
        /* import C
           /* nested */
           import C
        */
        let python = """
            import C
            """
        let raw = #"""
            "\\(x)" import C
            """#
        let nested = """
            \\("import C" + """
                import C
                """)
            """
        @preconcurrency public import struct A.Thing
        '''
    make_package(
        tmp_path,
        '.target(name: "A"),\n.target(name: "C"),\n.target(name: "B", dependencies: ["A"]),',
        {"Sources/A/A.swift": "public struct Thing {}\n", "Sources/C/C.swift": "public let c = 3\n",
         "Sources/B/B.swift": source},
    )
    code, output = check(tmp_path)
    assert code == 0, output


def test_testable_imports_executables_custom_paths_and_toolchain_modules(tmp_path):
    """A test target reaching its target through @testable import declares it truthfully; an
    executable target may be declared only to be built first; custom paths are read; toolchain
    modules (Foundation, Testing, Glibc in #if canImport) need no declaration."""
    make_package(
        tmp_path,
        """
        .target(name: "A", path: "Lib/A"),
        .executableTarget(name: "tool"),
        .testTarget(name: "ATests", dependencies: ["A", "tool"]),
        """,
        {
            "Lib/A/A.swift": "import Foundation\npublic let a = 1\n",
            "Sources/tool/main.swift": "#if canImport(Glibc)\nimport Glibc\n#endif\nprint(1)\n",
            "Tests/ATests/ATests.swift": "import Testing\n@testable import A\n",
        },
    )
    code, output = check(tmp_path)
    assert code == 0, output
    assert "3 targets" in output

    (tmp_path / "Tests/ATests/ATests.swift").write_text("import Testing\n")
    code, output = check(tmp_path)
    assert code == 1, output
    assert "ATests: declares A but never imports it" in output
    assert "tool" not in output


@pytest.mark.parametrize("line", ["@testable import A", "@_exported import A", "internal import A",
                                  "package import A", "import A.Sub", "import enum A.E"])
def test_every_import_form_names_its_module(tmp_path, line):
    make_package(
        tmp_path, '.target(name: "A"),\n.target(name: "B"),',
        {"Sources/A/A.swift": "public let a = 1\n", "Sources/B/B.swift": line + "\n"},
    )
    code, output = check(tmp_path)
    assert code == 1, output
    assert "B: imports A but does not declare it" in output
