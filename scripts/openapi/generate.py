#!/usr/bin/env python3
"""Writes Sources/ColrAPI/Resources/openapi.json, the OpenAPI 3.1 description of Colr's HTTP API.

The document is written from this script so that shared shapes are defined once; run it after
changing the API and commit both. `scripts/test` validates the result, and a Swift test checks
that every route the server registers is described here.
"""
import json
import pathlib

def ref(name):
    return {"$ref": f"#/components/schemas/{name}"}

def json_response(description, schema):
    return {"description": description, "content": {"application/json": {"schema": schema}}}

def errors(*codes):
    text = {
        "400": "The input is invalid; `reason` says what is wrong.",
        "403": "A write from another site's page (its `Origin` is not this server's); v1 writes are same-origin only.",
        "404": "Nothing is there.",
        "409": "The write would pass a limit the service keeps (at most 250 tags on one color).",
        "413": "The request body is too large.",
        "415": "The body is not JSON.",
        "429": "Too many writes from this address; see `Retry-After`.",
        "503": "The database is unavailable; try again shortly.",
    }
    return {code: json_response(text[code], ref("Error")) for code in codes}

def param(name, where, description, schema=None, required=None):
    return {"name": name, "in": where, "description": description,
            "required": where == "path" if required is None else required,
            "schema": schema or {"type": "string"}}

def integer(minimum, maximum, default):
    return {"type": "integer", "minimum": minimum, "maximum": maximum, "default": default}

color_param = param("color", "path", "Hex (`ff00ff`, `%23ff00ff`), any CSS Color 4 syntax, `hsb()`, or a CSS/UIKit name, URL-encoded.")
hex_param = param("hex", "path", "Six (or three) hex digits without `#`.")
legacy = json_response("colr.org's envelope, byte for byte as colr.org wrote it.", ref("LegacyEnvelope"))

paths = {
    "/api/v1/health": {"get": {"summary": "Whether the service and its database answer", "tags": ["service"],
        "responses": {"200": json_response("Healthy.", ref("Health")), **errors("503")}}},
    "/api/v1/colors/{color}": {"get": {"summary": "A color: notations, names and tags", "tags": ["colors"],
        "parameters": [color_param],
        "responses": {"200": json_response("The color (stored or not).", ref("ColorDetail")), **errors("400", "503")}}},
    "/api/v1/colors/{color}/tags": {"post": {"summary": "Add tags to a color (idempotent)", "tags": ["colors"],
        "parameters": [color_param],
        "requestBody": {"required": True, "content": {"application/json": {"schema": ref("AddTags")}}},
        "responses": {"200": json_response("The color with its tags.", ref("ColorDetail")),
                      **errors("400", "403", "409", "413", "415", "429", "503")}}},
    "/api/v1/colors/{color}/tags/{tag}": {"delete": {"summary": "Remove a tag from a color", "tags": ["colors"],
        "parameters": [color_param, param("tag", "path", "The tag.")],
        "responses": {"200": json_response("The color with its remaining tags.", ref("ColorDetail")),
                      **errors("400", "403", "404", "429", "503")}}},
    "/api/v1/colors/random": {"get": {"summary": "Random stored colors", "tags": ["colors"],
        "parameters": [param("count", "query", "How many.", integer(1, 100, 1), False)],
        "responses": {"200": json_response("Colors.", ref("ColorList")), **errors("400", "503")}}},
    "/api/v1/colors/latest": {"get": {"summary": "The most recently stored colors", "tags": ["colors"],
        "parameters": [param("count", "query", "How many.", integer(1, 100, 10), False)],
        "responses": {"200": json_response("Colors, newest first.", ref("ColorList")), **errors("400", "503")}}},
    "/api/v1/colors/top": {"get": {"summary": "The most-tagged colors", "tags": ["colors"],
        "parameters": [param("limit", "query", "How many.", integer(1, 100, 10), False)],
        "responses": {"200": json_response("Colors with `tagCount`, most first.", ref("ColorList")), **errors("400", "503")}}},
    "/api/v1/tags/{tag}/colors": {"get": {"summary": "Colors carrying a tag, paginated", "tags": ["tags"],
        "parameters": [param("tag", "path", "The tag."),
                       param("limit", "query", "Page size.", integer(1, 100, 20), False),
                       param("cursor", "query", "`nextCursor` from the previous page.", required=False)],
        "responses": {"200": json_response("One page; `nextCursor` is absent on the last.", ref("ColorList")),
                      **errors("400", "404", "503")}}},
    "/api/v1/search": {"get": {"summary": "Tags and color names starting with the query", "tags": ["tags"],
        "parameters": [param("q", "query", "The text to search for.", required=True),
                       param("limit", "query", "Most results of each kind.", integer(1, 50, 10), False)],
        "responses": {"200": json_response("Matches.", ref("SearchResults")), **errors("400", "503")}}},
    "/api/v1/schemes": {
        "get": {"summary": "The newest schemes", "tags": ["schemes"],
            "parameters": [param("limit", "query", "How many.", integer(1, 100, 20), False)],
            "responses": {"200": json_response("Schemes, newest first.", ref("SchemeList")), **errors("400", "503")}},
        "post": {"summary": "Create a scheme", "tags": ["schemes"],
            "requestBody": {"required": True, "content": {"application/json": {"schema": ref("Scheme")}}},
            "responses": {"201": json_response("The new scheme.", ref("Scheme")), **errors("400", "403", "413", "415", "429", "503")}}},
    "/api/v1/schemes/random": {"get": {"summary": "Random schemes", "tags": ["schemes"],
        "parameters": [param("count", "query", "How many.", integer(1, 100, 1), False),
                       param("sizeLimit", "query", "Only schemes with at most this many colors.", {"type": "integer", "minimum": 1}, False)],
        "responses": {"200": json_response("Schemes.", ref("SchemeList")), **errors("400", "503")}}},
    "/api/v1/schemes/{id}": {
        "parameters": [param("id", "path", "The scheme's id.", {"type": "integer", "minimum": 1})],
        "get": {"summary": "A scheme", "tags": ["schemes"],
            "responses": {"200": json_response("The scheme.", ref("Scheme")), **errors("400", "404", "503")}},
        "put": {"summary": "Replace a scheme's name, colors and tags", "tags": ["schemes"],
            "requestBody": {"required": True, "content": {"application/json": {"schema": ref("Scheme")}}},
            "responses": {"200": json_response("The scheme.", ref("Scheme")), **errors("400", "403", "404", "413", "415", "429", "503")}},
        "delete": {"summary": "Delete a scheme", "tags": ["schemes"],
            "responses": {"204": {"description": "Deleted."}, **errors("400", "403", "404", "429", "503")}}},
    "/api/v1/colors/{color}/simulate": {"get": {"summary": "A color as seen with a color-vision deficiency", "tags": ["colors"],
        "description": "Full severity simulates dichromacy (Viénot, Brettel & Mollon 1999); below it, anomalous trichromacy (Machado et al. 2009). `achroma` keeps only luminance.",
        "parameters": [color_param,
                       param("deficiency", "query", "Which deficiency.", {"type": "string", "enum": ["protan", "deutan", "tritan", "achroma"]}, True),
                       param("severity", "query", "How severe, 0 (typical vision) to 1.", {"type": "number", "minimum": 0, "maximum": 1, "default": 1}, False)],
        "responses": {"200": json_response("The simulated color.", ref("SimulatedColor")), **errors("400")}}},
    "/api/v1/schemes/{id}/export": {"get": {"summary": "A scheme as code, a design file or an image", "tags": ["schemes"],
        "description": "Swift (an `AppColor` enum), SwiftUI, an Xcode asset catalog (zip), CSS custom properties, a Tailwind v4 `@theme`, W3C design tokens, Android `colors.xml`, GIMP `.gpl`, Adobe `.ase`, and SVG or PNG swatches. Colors are named by their nearest CSS name. Sent as an attachment named after the scheme.",
        "parameters": [param("id", "path", "The scheme's id.", {"type": "integer", "minimum": 1}),
                       param("format", "query", "The format.", {"type": "string", "enum": ["swift", "swiftui", "xcassets", "css", "tailwind", "dtcg", "android", "gpl", "ase", "svg", "png"]}, True)],
        "responses": {"200": {"description": "The file, with the format's media type.",
                              "content": {"*/*": {"schema": {"type": "string", "format": "binary"}}}},
                      **errors("400", "404", "503")}}},
    "/openapi.json": {"get": {"summary": "This document", "tags": ["service"],
        "responses": {"200": {"description": "OpenAPI 3.1 JSON.", "content": {"application/json": {"schema": {"type": "object"}}}}}}},
    "/api/v1/openapi.json": {"get": {"summary": "This document, under the API prefix", "tags": ["service"],
        "responses": {"200": {"description": "OpenAPI 3.1 JSON.", "content": {"application/json": {"schema": {"type": "object"}}}}}}},
    "/json/color/{hex}": {"get": {"summary": "colr.org: a color (unknown colors have id -1, HTTP 200)", "tags": ["legacy"],
        "parameters": [hex_param, param("timestamp", "query", "Cache-buster; ignored.", required=False)],
        "responses": {"200": legacy}}},
    "/json/color/random": {"get": {"summary": "colr.org: a random color", "tags": ["legacy"], "responses": {"200": legacy}}},
    "/json/color/latest": {"get": {"summary": "colr.org: the newest color", "tags": ["legacy"], "responses": {"200": legacy}}},
    "/json/colors/random/{count}": {"get": {"summary": "colr.org: random colors, with `matching_colors`", "tags": ["legacy"],
        "parameters": [param("count", "path", "How many (at most 100).", {"type": "integer", "minimum": 1})],
        "responses": {"200": legacy, "400": legacy}}},
    "/json/tag/{tag}": {"get": {"summary": "colr.org: colors with a tag", "tags": ["legacy"],
        "parameters": [param("tag", "path", "The tag.")], "responses": {"200": legacy, "400": legacy}}},
    "/json/tags/{tags}": {"get": {"summary": "colr.org: colors with every one of comma-separated tags", "tags": ["legacy"],
        "parameters": [param("tags", "path", "Tags separated by commas.")], "responses": {"200": legacy, "400": legacy}}},
    "/json/scheme/{id}": {"get": {"summary": "colr.org: a scheme (empty `schemes` when unknown)", "tags": ["legacy"],
        "parameters": [param("id", "path", "The scheme's id.")], "responses": {"200": legacy}}},
    "/json/scheme/random": {"get": {"summary": "colr.org: a random scheme", "tags": ["legacy"], "responses": {"200": legacy}}},
    "/json/schemes/random/{count}": {"get": {"summary": "colr.org: random schemes", "tags": ["legacy"],
        "parameters": [param("count", "path", "How many (at most 100).", {"type": "integer", "minimum": 1}),
                       param("scheme_size_limit", "query", "Only schemes with at most this many colors.", {"type": "integer", "minimum": 1}, False)],
        "responses": {"200": legacy, "400": legacy}}},
    "/js/color/{hex}/addtag": {"post": {"summary": "colr.org: add tags (form field `tags`, comma-separated)", "tags": ["legacy"],
        "parameters": [hex_param],
        "requestBody": {"required": True, "content": {"application/x-www-form-urlencoded": {"schema": {
            "type": "object", "required": ["tags"], "properties": {"tags": {"type": "string"}}}}}},
        "responses": {"200": legacy, "400": legacy, "413": legacy, "429": legacy, "503": legacy}}},
}

tag_entry = {"type": "object", "required": ["name", "addedAt"], "properties": {
    "name": {"type": "string"}, "addedAt": {"type": "string", "format": "date-time"}}}
name_entry = {"type": "object", "required": ["namespace", "name", "hex", "distance"], "properties": {
    "namespace": {"type": "string", "enum": ["uikit", "css", "x11", "colornames"]}, "name": {"type": "string"},
    "hex": {"type": "string"}, "distance": {"type": "number", "description": "ΔEOK from the color asked about."}}}
legacy_tag = {"type": "object", "required": ["timestamp", "id", "name"], "properties": {
    "timestamp": {"type": "integer"}, "id": {"type": "integer"}, "name": {"type": "string"}}}
legacy_history = {"type": "object", "additionalProperties": {"type": "array", "items": {
    "type": "object", "required": ["d_count", "id", "a_count", "name"], "properties": {
        "d_count": {"type": "integer"}, "id": {"type": "string"}, "a_count": {"type": "integer"}, "name": {"type": "string"}}}}}

schemas = {
    "Error": {"type": "object", "required": ["error", "reason"], "properties": {
        "error": {"type": "string", "description": "A stable code: invalid_color, invalid_tag, invalid_request, not_found, payload_too_large, unsupported_media_type, rate_limited, store_unavailable, limit_reached, cross_origin, shutting_down."},
        "reason": {"type": "string", "description": "What went wrong and what to do."}}},
    "Health": {"type": "object", "required": ["status", "database"], "properties": {
        "status": {"type": "string"}, "database": {"type": "string", "enum": ["sqlite", "postgres"]},
        "sessions": {"type": "integer", "minimum": 0, "description": "Live app sessions this instance keeps."}}},
    "ColorDetail": {"type": "object", "required": ["hex", "stored", "rgb", "notations", "names", "tags"], "properties": {
        "hex": {"type": "string", "pattern": "^[0-9a-f]{6}$"}, "stored": {"type": "boolean"},
        "createdAt": {"type": "string", "format": "date-time"},
        "rgb": {"type": "object", "required": ["red", "green", "blue"], "properties": {
            c: {"type": "integer", "minimum": 0, "maximum": 255} for c in ["red", "green", "blue"]}},
        "notations": {"type": "object", "additionalProperties": {"type": "string"}},
        "names": {"type": "object", "required": ["exact", "nearest"], "properties": {
            "exact": {"type": "array", "items": name_entry}, "nearest": {"type": "array", "items": name_entry}}},
        "tags": {"type": "array", "items": tag_entry}}},
    "ColorSummary": {"type": "object", "required": ["hex", "tags", "createdAt"], "properties": {
        "hex": {"type": "string"}, "tags": {"type": "array", "items": {"type": "string"}},
        "createdAt": {"type": "string", "format": "date-time"}, "tagCount": {"type": "integer"}}},
    "ColorList": {"type": "object", "required": ["colors"], "properties": {
        "colors": {"type": "array", "items": ref("ColorSummary")}, "nextCursor": {"type": "string"}}},
    "AddTags": {"type": "object", "required": ["tags"], "properties": {
        "tags": {"type": "array", "minItems": 1, "maxItems": 20, "items": {"type": "string", "maxLength": 64}}}},
    "SearchResults": {"type": "object", "required": ["query", "tags", "names"], "properties": {
        "query": {"type": "string"},
        "tags": {"type": "array", "items": {"type": "object", "required": ["name", "colorCount"], "properties": {
            "name": {"type": "string"}, "colorCount": {"type": "integer"}}}},
        "names": {"type": "array", "items": name_entry}}},
    "SimulatedColor": {"type": "object", "required": ["hex", "deficiency", "severity", "simulated", "name"],
            "properties": {"hex": {"type": "string", "description": "The color asked about."},
                           "deficiency": {"type": "string", "enum": ["protan", "deutan", "tritan", "achroma"]},
                           "severity": {"type": "number", "minimum": 0, "maximum": 1},
                           "simulated": {"type": "string", "description": "What it looks like, six hex digits."},
                           "name": {"type": "string", "description": "Deuteranopia, Protanomaly, …"}}},
        "Scheme": {"type": "object", "required": ["colors"], "properties": {
        "id": {"type": "integer", "readOnly": True}, "name": {"type": "string", "maxLength": 100},
        "notes": {"type": "string", "maxLength": 2000},
        "colors": {"type": "array", "minItems": 1, "maxItems": 64, "items": {"type": "string"}},
        "tags": {"type": "array", "items": {"type": "string"}},
        "createdAt": {"type": "string", "format": "date-time", "readOnly": True}}},
    "SchemeList": {"type": "object", "required": ["schemes"], "properties": {"schemes": {"type": "array", "items": ref("Scheme")}}},
    "LegacyEnvelope": {"type": "object",
        "required": ["colors", "schemes", "schemes_history", "success", "colors_history", "messages", "new_color"],
        "properties": {
            "colors": {"type": "array", "items": {"type": "object", "required": ["timestamp", "hex", "id", "tags"], "properties": {
                "timestamp": {"type": "integer"}, "hex": {"type": "string"},
                "id": {"type": "integer", "description": "-1 when the color is unknown."},
                "tags": {"type": "array", "items": legacy_tag}}}},
            "schemes": {"type": "array", "items": {"type": "object", "required": ["timestamp", "id", "colors", "tags"], "properties": {
                "timestamp": {"type": "integer"}, "id": {"type": "integer"},
                "colors": {"type": "array", "items": {"type": "string"}}, "tags": {"type": "array", "items": legacy_tag}}}},
            "schemes_history": legacy_history, "success": {"type": "boolean"}, "colors_history": legacy_history,
            "messages": {"type": "array", "items": {"type": "string"}}, "new_color": {"type": "string"},
            "matching_colors": {"type": "integer"}}},
}

document = {
    "openapi": "3.1.0",
    "info": {"title": "Colr", "version": "1.0.0",
             "description": "Colors, tags and schemes. `/api/v1` is the modern API; `/json` and `/js` speak colr.org's format so existing Colr clients work unchanged. Writes are rate-limited per client address."},
    "servers": [{"url": "http://127.0.0.1:8080"}],
    "paths": paths,
    "components": {"schemas": schemas},
}

target = pathlib.Path(__file__).resolve().parents[2] / "Sources/ColrAPI/Resources/openapi.json"
target.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
print(f"wrote {target}")
