"""/metrics: a real `colr serve` with COLR_METRICS_TOKEN, scraped as Prometheus would and parsed
with prometheus_client after some API requests, a rate-limited write and a live session."""
from prometheus_client.parser import text_string_to_metric_families

from attack_support import add_tags, get_json, request
from attack_websocket import joined_socket

TOKEN = "service-tests-metrics-token-0123"


def scrape(process, token=TOKEN):
    headers = {"Authorization": f"Bearer {token}"} if token is not None else {}
    return request(process, "GET", "/metrics", headers=headers)


def families(process):
    reply = scrape(process)
    assert reply.status == 200, reply
    assert reply.headers.get("content-type", "").startswith("text/plain; version=0.0.4"), reply.headers
    return {family.name: family for family in text_string_to_metric_families(reply.text)}


def value(found, sample_name, **labels):
    """The value of the first sample named `sample_name` carrying `labels`, or None."""
    for family in found.values():
        for sample in family.samples:
            if sample.name == sample_name and all(sample.labels.get(k) == v for k, v in labels.items()):
                return sample.value
    return None


def test_metrics_are_off_without_a_token(colr):
    """Without COLR_METRICS_TOKEN, /metrics is a 404 whatever the request carries."""
    process = colr()
    assert scrape(process, token=None).status == 404
    assert scrape(process).status == 404


def test_metrics_refuse_a_scraper_without_the_token(colr):
    """With a token configured, no token or a wrong one is 401 and shows no numbers."""
    process = colr(env={"COLR_METRICS_TOKEN": TOKEN})
    for token in (None, "wrong-token-wrong-token-wrong", TOKEN + "x"):
        reply = scrape(process, token=token)
        assert reply.status == 401, (token, reply)
        assert "colr_" not in reply.text


def test_metrics_report_requests_refusals_sessions_and_events(colr):
    """A scrape after API reads, a refused write and a live session parses as Prometheus text and
    carries every family with sane values, labelled by route pattern."""
    process = colr(env={"COLR_METRICS_TOKEN": TOKEN, "COLR_WRITE_BURST": "1", "COLR_WRITES_PER_MINUTE": "1"})
    for hex_value in ("ff00ff", "00ff00", "123456"):
        get_json(process, f"/api/v1/colors/{hex_value}")
    assert request(process, "GET", "/api/v1/no-such-route").status == 404
    # Seeding the store announced every named color; the write below announces one more.
    announced = value(families(process), "colr_change_feed_lag_seconds_count", kind="color")
    assert add_tags(process, "ff00ff", ["metrics"]).status == 200
    assert add_tags(process, "ff00ff", ["again"]).status == 429

    live, page = joined_socket(process, "/picker")
    try:
        brightness = page.inputs("range")[2]
        live.event("change", brightness, "40", sequence=1)
        live.wait_for(lambda m: m.get("type") == "patches" and m.get("ack") == 1, 5, "ack")
        found = families(process)
        # Prometheus text drops `_total` from a counter family's name; its samples keep it.
        for name in ("colr_http_requests", "colr_http_request_duration_seconds", "colr_rate_limit_refusals",
                     "colr_db_pool_wait_seconds", "colr_change_feed_lag_seconds", "viewkit_sessions",
                     "viewkit_socket_events"):
            assert name in found, f"{name} missing from {sorted(found)}"
        assert found["colr_http_requests"].type == "counter"
        assert found["colr_http_request_duration_seconds"].type == "histogram"
        assert found["viewkit_sessions"].type == "gauge"

        route = "/api/v1/colors/:color"
        assert value(found, "colr_http_requests_total", method="GET", route=route, status="200") == 3
        assert value(found, "colr_http_request_duration_seconds_count", method="GET", route=route) == 3
        durations = value(found, "colr_http_request_duration_seconds_sum", method="GET", route=route)
        assert 0 < durations < 30
        # Raw paths never become labels: only patterns and the one label for no route.
        routes = {s.labels["route"] for s in found["colr_http_requests"].samples}
        assert not any("ff00ff" in r or "no-such-route" in r for r in routes), routes
        assert value(found, "colr_http_requests_total", route="/api/v1/colors/:color/tags", status="429") == 1

        assert value(found, "colr_rate_limit_refusals_total", limiter="writes") == 1
        assert value(found, "colr_db_pool_wait_seconds_count") >= 4
        assert value(found, "colr_change_feed_lag_seconds_count", kind="color") == announced + 1
        assert 0 <= value(found, "colr_change_feed_lag_seconds_sum", kind="color") < 5
        assert value(found, "viewkit_sessions") == 1
        assert value(found, "viewkit_socket_events_total", kind="join", outcome="handled") == 1
        assert value(found, "viewkit_socket_events_total", kind="event", outcome="handled") == 1
    finally:
        live.close()


def test_metrics_scrape_is_itself_counted(colr):
    """Scrapes count under their own route, so a dashboard can tell the scraper from the users."""
    process = colr(env={"COLR_METRICS_TOKEN": TOKEN})
    families(process)
    found = families(process)  # counts the first scrape: a request is counted once answered
    assert value(found, "colr_http_requests_total", method="GET", route="/metrics", status="200") >= 1
