"""make prod's topology as the environment sets it (ops/prod.py)."""

from pathlib import Path

from ops.prod import Topology


def test_nginx_writes_its_access_log_by_default(tmp_path: Path) -> None:
    topology = Topology({"PROD_DIR": str(tmp_path)})
    assert topology.access_log == str(tmp_path.resolve() / "log" / "nginx-access.log")
    assert "access_log " + topology.access_log + " json;" in topology.nginx_conf()


def test_an_operator_can_turn_it_off(tmp_path: Path) -> None:
    topology = Topology({"PROD_DIR": str(tmp_path), "NGINX_ACCESS_LOG": "off"})
    assert "access_log off;" in topology.nginx_conf()
