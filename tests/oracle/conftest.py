"""One ms-toollib child per oracle test module; the tests skip where ms-toollib is not installed."""

from collections.abc import Iterator

import pytest

from tests.oracle.harness import Oracle, available


@pytest.fixture(scope="module")
def oracle() -> Iterator[Oracle]:
    if not available():
        pytest.skip("ms-toollib (the test extra) is not installed")
    with Oracle() as child:
        yield child
