"""Sharding a suite across machines (docs/sharding.md): --uihost-shard I/N, UIHOST_SHARD, JOB_COMPLETION_INDEX with
UIHOST_SHARD_COUNT; four shards run in inner pytests (pytester) make the whole suite once, and their JUnit reports
merge into one with python -m uihost.junit."""

import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import pytest

from uihost import junit
from uihost.pytest_plugin import shard_from, shard_of

SUITE = '''
import pytest

@pytest.mark.parametrize("n", range(10))
def test_number(n):
    assert n < 10

class TestGroup:
    def test_a(self):
        pass

    def test_b(self):
        pass

def test_with_a_host(app):
    assert app.state() == "active"
'''

ALL = sorted([f"test_suite.py::test_number[{n}]" for n in range(10)]
             + ["test_suite.py::TestGroup::test_a", "test_suite.py::TestGroup::test_b",
                "test_suite.py::test_with_a_host"])


@pytest.fixture
def suite(pytester, monkeypatch):
    for name in ("UIHOST_SHARD", "JOB_COMPLETION_INDEX", "UIHOST_SHARD_COUNT"):
        monkeypatch.delenv(name, raising=False)
    pytester.makeini("[pytest]\n")
    pytester.makepyfile(test_suite=SUITE)
    return pytester


def passed(result) -> list:
    return sorted(report.nodeid for report in result.reprec.getreports("pytest_runtest_logreport")
                  if report.when == "call" and report.passed)


def test_four_shards_run_the_whole_suite_once_and_their_reports_merge(suite):
    runs = []
    for index in range(1, 5):
        result = suite.runpytest(f"--uihost-shard={index}/4", f"--junitxml=shard-{index}.xml")
        result.assert_outcomes(passed=len(shard_of(ALL, index, 4)), deselected=len(ALL) - len(shard_of(ALL, index, 4)))
        runs.append(passed(result))
    assert sorted(sum(runs, [])) == ALL  # the union is the suite, and no test ran twice
    assert [len(run) for run in runs] == [4, 3, 3, 3]
    assert runs[0] == [ALL[0], ALL[4], ALL[8], ALL[12]]  # sorted node ids dealt out in turn

    command = [sys.executable, "-m", "uihost.junit", "merged.xml"] + [f"shard-{index}.xml" for index in range(1, 5)]
    merged = subprocess.run(command, cwd=suite.path, capture_output=True, text=True)
    assert merged.returncode == 0, merged.stderr
    assert merged.stdout == ("uihost.junit: 13 tests from 4 reports in merged.xml "
                             "(0 failures, 0 errors, 0 skipped)\n")
    root = ElementTree.parse(suite.path / "merged.xml").getroot()
    assert root.tag == "testsuites" and root.get("tests") == "13" and root.get("failures") == "0"
    assert len(root.findall("testsuite")) == 4
    names = sorted(f"{case.get('classname')}::{case.get('name')}" for case in root.iter("testcase"))
    assert len(names) == len(set(names)) == 13


def test_the_shard_comes_from_the_environment_when_no_option_is_given(suite, monkeypatch):
    monkeypatch.setenv("UIHOST_SHARD", "2/4")
    assert passed(suite.runpytest()) == sorted(shard_of(ALL, 2, 4))
    monkeypatch.delenv("UIHOST_SHARD")
    # A Kubernetes Indexed Job: pod index 3 (from 0) of a 4-completion job is the fourth shard.
    monkeypatch.setenv("JOB_COMPLETION_INDEX", "3")
    monkeypatch.setenv("UIHOST_SHARD_COUNT", "4")
    assert passed(suite.runpytest()) == sorted(shard_of(ALL, 4, 4))
    # The option wins over the environment.
    assert passed(suite.runpytest("--uihost-shard=1/4")) == sorted(shard_of(ALL, 1, 4))


def test_the_shard_selection_is_deterministic_and_independent_of_collection_order():
    shuffled = list(reversed(ALL))
    assert shard_of(shuffled, 3, 4) == shard_of(ALL, 3, 4) == {ALL[2], ALL[6], ALL[10]}
    thousand = [f"tests/test_{n:04}.py::test_x" for n in range(1000)]
    shards = [shard_of(thousand, index, 7) for index in range(1, 8)]
    assert set().union(*shards) == set(thousand)
    assert sum(len(shard) for shard in shards) == 1000
    assert {len(shard) for shard in shards} == {142, 143}
    assert shard_of(ALL, 1, 1) == set(ALL)


@pytest.mark.parametrize("environment, message", [
    ({"UIHOST_SHARD": "5/4"}, "UIHOST_SHARD is '5/4'; I/N needs N ≥ 1 and I from 1 to N"),
    ({"UIHOST_SHARD": "0/4"}, "UIHOST_SHARD is '0/4'; I/N needs N ≥ 1 and I from 1 to N"),
    ({"UIHOST_SHARD": "first"}, "UIHOST_SHARD is 'first'; give the shard as I/N, such as 1/4 (the first of four)"),
    ({"JOB_COMPLETION_INDEX": "4", "UIHOST_SHARD_COUNT": "4"},
     "JOB_COMPLETION_INDEX + 1 / UIHOST_SHARD_COUNT is '5/4'; I/N needs N ≥ 1 and I from 1 to N"),
    ({"JOB_COMPLETION_INDEX": "x", "UIHOST_SHARD_COUNT": "4"},
     "JOB_COMPLETION_INDEX is 'x'; Kubernetes sets it to the pod's index, from 0"),
])
def test_a_bad_shard_is_a_usage_error_saying_what_is_wrong(environment, message):
    with pytest.raises(pytest.UsageError) as caught:
        shard_from(None, environment)
    assert str(caught.value) == message


def test_no_shard_runs_everything_and_an_index_without_a_count_is_ignored():
    assert shard_from(None, {}) is None
    assert shard_from(None, {"JOB_COMPLETION_INDEX": "2"}) is None
    assert shard_from("2/3", {"UIHOST_SHARD": "1/4"}) == (2, 3)


def test_merging_refuses_overlapping_shards_and_missing_files(tmp_path):
    report = ('<testsuites><testsuite name="pytest" tests="1" failures="0" errors="0" skipped="0" time="0.5">'
              '<testcase classname="test_a" name="test_one" time="0.5"/></testsuite></testsuites>')
    (tmp_path / "one.xml").write_text(report)
    (tmp_path / "two.xml").write_text(report)
    with pytest.raises(ValueError, match="test_a::test_one is in both .*one.xml and .*two.xml: the shards overlap"):
        junit.merge([tmp_path / "one.xml", tmp_path / "two.xml"])
    assert junit.main([str(tmp_path / "out.xml"), str(tmp_path / "missing.xml")]) == 2
    assert junit.main([str(tmp_path / "out.xml")]) == 64
    assert junit.main([str(tmp_path / "out.xml"), str(tmp_path / "one.xml")]) == 0
    merged = ElementTree.parse(tmp_path / "out.xml").getroot()
    assert (merged.get("tests"), merged.get("time")) == ("1", "0.500")
