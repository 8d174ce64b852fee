"""What the API answers is what its OpenAPI document says: real answers of a running `colr
serve`, each checked against the schema its path and status declare (OpenAPI 3.1's JSON Schema,
by openapi-schema-validator from PyPI), and no field the document does not name."""
import http.client
import json
import pathlib
import urllib.parse

from openapi_schema_validator import OAS31Validator

DOCUMENT = json.loads((pathlib.Path(__file__).parents[2] / "Sources/ColrAPI/Resources/openapi.json").read_text())


def resolved(schema):
    while "$ref" in schema:
        schema = DOCUMENT["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return schema


def undocumented(value, schema, where="$"):
    """Every key of an answer the schema does not name (the validator lets them pass)."""
    schema = resolved(schema)
    found = []
    for branch in schema.get("oneOf", []) + schema.get("anyOf", []) + schema.get("allOf", []):
        found += undocumented(value, branch, where) if isinstance(value, dict) else []
    if isinstance(value, dict) and "properties" in schema and "additionalProperties" not in schema:
        for key, item in value.items():
            if key not in schema["properties"]:
                found.append(f"{where}.{key}")
            else:
                found += undocumented(item, schema["properties"][key], f"{where}.{key}")
    elif isinstance(value, dict) and isinstance(schema.get("additionalProperties"), dict):
        for key, item in value.items():
            found += undocumented(item, schema["additionalProperties"], f"{where}.{key}")
    elif isinstance(value, list) and isinstance(schema.get("items"), dict):
        for index, item in enumerate(value[:5]):
            found += undocumented(item, schema["items"], f"{where}[{index}]")
    return found


def check(connection, template, path, method="GET", body=None, headers=None, status=200):
    connection.request(method, path, body=None if body is None else json.dumps(body),
                       headers={"Content-Type": "application/json", **(headers or {})})
    reply = connection.getresponse()
    answer = json.loads(reply.read())
    assert reply.status == status, (path, answer)
    operation = DOCUMENT["paths"][template][method.lower()]
    schema = operation["responses"][str(status)]["content"]["application/json"]["schema"]
    OAS31Validator({**schema, "components": DOCUMENT["components"]}).validate(answer)
    assert undocumented(answer, schema) == [], path
    return answer


def test_theme_scale_and_palette_answers_match_the_document(colr):
    server = colr()
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    for brand, target in [("#ffcc00", "apca"), ("#3366cc", "aa"), ("oklch(70% 0.25 145)", "aaa")]:
        query = urllib.parse.urlencode({"brand": brand, "target": target})
        check(connection, "/api/v1/themes", f"/api/v1/themes?{query}")
    check(connection, "/api/v1/themes", "/api/v1/themes?brand=%23ffcc00&override=light.label:%23777777")
    check(connection, "/api/v1/themes", "/api/v1/themes?brand=nonsense", status=400)
    check(connection, "/api/v1/colors/{color}/scale", "/api/v1/colors/3366cc/scale?target=aaa")
    check(connection, "/api/v1/colors/{color}/harmonies", "/api/v1/colors/3366cc/harmonies")
    created = check(connection, "/api/v1/schemes", "/api/v1/schemes", "POST",
                    {"name": "Acme", "colors": ["3366cc", "8a8f99", "ff6347"],
                     "theme": {"target": "aaa", "overrides": []}}, status=201)
    token = {"Authorization": f"Bearer {created['editToken']}"}
    check(connection, "/api/v1/schemes/{id}/theme", f"/api/v1/schemes/{created['id']}/theme", headers=token)
    check(connection, "/api/v1/schemes/{id}/theme", f"/api/v1/schemes/{created['id']}/theme", status=403)
    connection.close()


def test_scheme_revision_answers_match_the_document(colr):
    """Reads, replacements and PATCHes of a scheme, and their refusals (409, 412), as the
    document describes them, with the revision in `ETag`."""
    server = colr()
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    created = check(connection, "/api/v1/schemes", "/api/v1/schemes", "POST",
                    {"name": "Sea", "colors": ["111111", "222222", "333333"]}, status=201)
    path = f"/api/v1/schemes/{created['id']}"
    token = {"Authorization": f"Bearer {created['editToken']}"}
    read = check(connection, "/api/v1/schemes/{id}", path, headers=token)
    assert read["revision"] == 1 and [e["id"] for e in read["entries"]] == [1, 2, 3]
    at_one = {**token, "If-Match": '"1"'}
    edited = check(connection, "/api/v1/schemes/{id}", path, "PATCH",
                   {"operations": [{"op": "remove", "entry": 1}, {"op": "rename", "name": "Bay"}]}, headers=at_one)
    assert edited["scheme"]["revision"] == 2 and edited["replaced"] == []
    merged = check(connection, "/api/v1/schemes/{id}", path, "PATCH",
                   {"operations": [{"op": "rename", "name": "Cove"}, {"op": "add", "color": "gold", "after": 3}]},
                   headers=at_one)
    assert merged["replaced"] == [{"field": "name", "value": "Bay"}]
    assert [e["color"] for e in merged["scheme"]["entries"]] == ["222222", "333333", "ffd700"]
    check(connection, "/api/v1/schemes/{id}", path, "PATCH",
          {"operations": [{"op": "move", "entry": 1, "before": 2}]}, headers=at_one, status=409)
    check(connection, "/api/v1/schemes/{id}", path, "PUT", {"colors": ["000000"]}, headers=at_one, status=412)
    connection.request("GET", path, headers=token)
    reply = connection.getresponse()
    reply.read()
    assert reply.getheader("ETag") == '"3"'
    connection.close()


def test_chart_palette_answers_match_the_document(colr):
    server = colr()
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
    template = "/api/v1/charts/palette"
    for query in [{"brand": "#0969da", "count": "8"},
                  {"brand": "#0969da", "kind": "sequential", "count": "5", "modes": "light,dark"},
                  {"brand": "#d1242f", "kind": "diverging", "count": "7", "colors": "#0969da", "modes": "dark"}]:
        answer = check(connection, template, f"{template}?{urllib.parse.urlencode(query)}")
        assert answer["proof"]["met"], answer["proof"]["shortfalls"]
    check(connection, template, f"{template}?brand=%230969da&count=13", status=400)
    check(connection, template, f"{template}?brand=%230969da&kind=diverging", status=400)
    connection.close()


def test_a_schemes_chart_colors_and_check_match_the_document(colr):
    server = colr()
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
    created = check(connection, "/api/v1/schemes", "/api/v1/schemes", "POST",
                    {"name": "Tableau", "colors": ["4e79a7", "f28e2b", "e15759", "76b7b2", "59a14f"]}, status=201)
    token = {"Authorization": f"Bearer {created['editToken']}"}
    palette = "/api/v1/schemes/{id}/charts/palette"
    at = palette.replace("{id}", str(created["id"]))
    answer = check(connection, palette, at, headers=token)
    assert len(answer["modes"]["light"]["colors"]) == 8
    check(connection, palette, at + "?kind=diverging&count=5&modes=dark", headers=token)
    check(connection, palette, at + "?count=40", headers=token, status=400)
    check(connection, palette, at, status=403)
    checked = "/api/v1/schemes/{id}/charts/check"
    report = check(connection, checked, checked.replace("{id}", str(created["id"])) + "?modes=light,dark",
                   headers=token)
    assert report["given"][0] == "#4e79a7" and not report["before"]["met"]
    assert sorted(report["moved"]) == ["dark", "light"]
    check(connection, checked, "/api/v1/schemes/99999/charts/check", status=404)
    connection.close()
