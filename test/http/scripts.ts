// Small v3 clients in the languages the adapters fix and the machines run: bash scripts calling
// curl and wget, Makefile recipes and GitLab CI jobs calling curl, Python scripts using the
// standard library (http.client, urllib.request), requests, urllib3 or httplib2, and Ruby scripts
// using HTTParty, Faraday, RestClient or Net::HTTP, each in the styles their clients are written in. Each reads the server's port and the token from its environment (`$PORT`,
// `$GITLAB_TOKEN`) as real scripts read theirs, and builds its URLs on a base variable, but one
// that spells its URL whole. `expect` names the mapping (kinds.ts) its fixed twin must follow, or
// `held`: a client the tool must leave byte for byte (a route it cannot read on the same base).

import type { Tool } from './interpreters.js';

export type { Tool };

export interface Client {
  name: string;
  /** The file's name: its extension picks the adapter and the interpreter. */
  file: string;
  text: string;
  /** A mapping's name (kinds.ts, `mappingNamed`), or `held`. */
  expect: string;
  /** Applied with --fix-review too. */
  review?: boolean;
  /** What the machine must have to run it. */
  needs: Tool[];
}

const SH = `#!/bin/bash\nset -eu\nAPI="http://127.0.0.1:$PORT/api/v3"\n`;
const AUTH = `-H "PRIVATE-TOKEN: $GITLAB_TOKEN"`;
const WGET = `wget -q -O /dev/null --header "PRIVATE-TOKEN: $GITLAB_TOKEN"`;

const sh = (name: string, expect: string, body: string, needs: Tool[] = ['curl'], review = false): Client => ({
  name,
  file: `${name.replace(/\W+/g, '-')}.sh`,
  text: `${SH}${body}\n`,
  expect,
  review,
  needs: ['bash', ...needs],
});

const PY = `import os\n\nimport requests\n\nAPI = f"http://127.0.0.1:{os.environ['PORT']}/api/v3"\nHEADERS = {"PRIVATE-TOKEN": os.environ["GITLAB_TOKEN"]}\n`;
const HTTP_CLIENT = `import http.client\nimport os\n\nclient = http.client.HTTPConnection("127.0.0.1", int(os.environ["PORT"]))\nHEADERS = {"PRIVATE-TOKEN": os.environ["GITLAB_TOKEN"]}\n`;

const py = (name: string, expect: string, head: string, body: string, needs: Tool[], review = false): Client => ({
  name,
  file: `${name.replace(/\W+/g, '_')}.py`,
  text: `${head}${body}\n`,
  expect,
  review,
  needs,
});
/** A requests client: fails the script on an HTTP error, as `curl -f` does. */
const requestsPy = (name: string, expect: string, call: string, review = false) =>
  py(name, expect, PY, `response = ${call}\nresponse.raise_for_status()`, ['python3', 'requests'], review);
/** An http.client client: the request line holds the path only; fails the script on an HTTP error. */
const httpClientPy = (name: string, expect: string, call: string) =>
  py(name, expect, HTTP_CLIENT, `${call}\nresponse = client.getresponse()\nresponse.read()\nassert response.status < 400, response.status`, ['python3']);

/** A Python script whose host is bound without the API prefix (the prefix is in each URL's template). */
const HOST_PY = `import os\n\nimport requests\n\nHOST = f"http://127.0.0.1:{os.environ['PORT']}"\nHEADERS = {"PRIVATE-TOKEN": os.environ["GITLAB_TOKEN"]}\n`;
const URLLIB3 = `import os\n\nimport urllib3\n\nAPI = f"http://127.0.0.1:{os.environ['PORT']}/api/v3"\nHEADERS = {"PRIVATE-TOKEN": os.environ["GITLAB_TOKEN"]}\nhttp = urllib3.PoolManager()\n`;
const URLLIB3_CHECK = (call: string) => `response = ${call}\nassert response.status < 400, response.status`;
const HTTPLIB2 = `import os\n\nimport httplib2\n\nAPI = f"http://127.0.0.1:{os.environ['PORT']}/api/v3"\nHEADERS = {"PRIVATE-TOKEN": os.environ["GITLAB_TOKEN"]}\nhttp = httplib2.Http()\n`;
const HTTPLIB2_CHECK = (call: string) => `response, _ = ${call}\nassert response.status < 400, response.status`;

/** A Ruby script: the libraries it requires, the base, and `check`, which fails the script on an HTTP error (as `curl -f` does). */
const rb = (name: string, expect: string, gems: Tool[], body: string, review = false): Client => ({
  name,
  file: `${name.replace(/\W+/g, '_')}.rb`,
  text: [
    ...gems.map((g) => `require '${g}'`),
    `require 'net/http'`,
    ``,
    `API = "http://127.0.0.1:#{ENV['PORT']}/api/v3"`,
    `HEADERS = { 'PRIVATE-TOKEN' => ENV['GITLAB_TOKEN'] }`,
    ``,
    `def check(response)`,
    `  status = response.respond_to?(:status) ? response.status : response.code.to_i`,
    `  raise "HTTP #{status}" unless status < 400`,
    `end`,
    ``,
    body,
    ``,
  ].join('\n'),
  expect,
  review,
  needs: ['ruby', ...gems],
});

export const CLIENTS: Client[] = [
  // curl, the base in a variable.
  sh('curl prefix', 'prefix', `curl -fsS ${AUTH} "$API/projects/5"`),
  sh('curl route move', 'route move', `curl -fsS ${AUTH} "$API/projects/5/builds"`),
  sh('curl -X rewritten', 'method change (9.0/1', `curl -fsS -X DELETE ${AUTH} "$API/projects/5/star"`),
  sh('curl -X inserted for -T', 'method change (9.0/4', `printf 'spam' > reason.txt\ncurl -fsS ${AUTH} -T reason.txt "$API/users/7/block"`),
  sh('curl -d form renamed', 'param rename', `curl -fsS ${AUTH} -d "branch_name=feature&ref=master" "$API/projects/5/repository/branches"`),
  sh('curl --data JSON renamed', 'param rename', `curl -fsS ${AUTH} -H "Content-Type: application/json" --data '{"branch_name": "feature", "ref": "master"}' "$API/projects/5/repository/branches"`),
  sh('curl -F multipart renamed', 'param rename', `curl -fsS ${AUTH} -F branch_name=feature -F ref=master "$API/projects/5/repository/branches"`),
  sh('curl query added', 'query added', `curl -fsS ${AUTH} "$API/projects/owned?per_page=5"`),
  sh('curl file_path into the path', 'file_path into the path (9.0/16)', `curl -fsS ${AUTH} "$API/projects/5/repository/files?file_path=docs/a.md&ref=master"`),
  sh('curl file_path already encoded', 'file_path into the path (9.0/16)', `curl -fsS ${AUTH} "$API/projects/5/repository/files?file_path=docs%2Fa.md&ref=master"`),
  sh('curl file_path with a space', 'file_path into the path (9.0/16)', `curl -fsS ${AUTH} "$API/projects/5/repository/files?ref=master&file_path=docs/my%20file.md"`),
  sh('curl file_path with a plus', 'file_path into the path (9.0/16)', `curl -fsS ${AUTH} "$API/projects/5/repository/files?file_path=docs/my+file.md&ref=master"`),
  sh('curl events date encoded', 'review: an events date', `curl -fsS ${AUTH} "$API/projects/5/events?after=2017-01-31T10%3A00%3A00Z"`, ['curl'], true),
  sh('curl -d value encoded renamed', 'param rename', `curl -fsS ${AUTH} -d "branch_name=feat%2Fx&ref=master" "$API/projects/5/repository/branches"`),
  sh('curl literal URL', 'route move', `curl -fsS ${AUTH} "http://127.0.0.1:$PORT/api/v3/projects/5/builds"`),
  sh('curl events date in the URL', 'review: an events date', `curl -fsS ${AUTH} "$API/projects/5/events?after=2017-01-31T10:00:00Z"`, ['curl'], true),
  sh('curl events date by -G -d', 'review: an events date', `curl -fsS ${AUTH} -G -d "after=2017-01-31T10:00:00Z" "$API/projects/5/events"`, ['curl'], true),
  sh('curl -XDELETE bundled', 'method change (9.0/1', `curl -fsS -XDELETE ${AUTH} "$API/projects/5/star"`),
  sh('curl --request after the URL', 'method change (9.0/1', `curl -fsS ${AUTH} "$API/projects/5/star" --request DELETE`),
  sh('curl todos mark as done', 'method change and a segment added', `curl -fsS -X DELETE ${AUTH} "$API/todos/3"`),
  sh('curl repeated -d renamed', 'param rename', `curl -fsS ${AUTH} -d branch_name=feature -d ref=master "$API/projects/5/repository/branches"`),
  sh('curl --data-urlencode renamed', 'param rename', `curl -fsS ${AUTH} --data-urlencode "branch_name=feature" --data-urlencode "ref=master" "$API/projects/5/repository/branches"`),
  sh('curl unquoted braces', 'route move', `curl -fsS ${AUTH} \${API}/projects/5/builds`),
  sh('curl query added, no query', 'query added', `curl -fsS ${AUTH} "$API/projects/owned"`),
  sh('curl split quotes', 'route move', `curl -fsS ${AUTH} 'http://127.0.0.1:'"$PORT"'/api/v3/projects/5/builds'`),
  sh('curl URL in a variable', 'route move', `URL="$API/projects/5/builds"\ncurl -fsS ${AUTH} "$URL"`),
  // fixtures/languages-2's style: the base printed by a function, the options in an array.
  {
    ...sh('curl base printed by a function, options in an array', 'route move', ''),
    text: `#!/bin/bash\nset -eu\napi_url() {\n  echo "http://127.0.0.1:$PORT/api/v3"\n}\nBASE=$(api_url)\nOPTS=(-fsS -H "PRIVATE-TOKEN: $GITLAB_TOKEN")\ncurl "\${OPTS[@]}" "$BASE/projects/5/builds"\n`,
  },
  {
    ...sh('curl base with a default', 'route move', `curl -fsS ${AUTH} "$GITLAB_API/projects/5/builds"`),
    text: `#!/bin/bash\nset -eu\nGITLAB_API="\${GITLAB_API:-http://127.0.0.1:$PORT/api/v3}"\ncurl -fsS ${AUTH} "$GITLAB_API/projects/5/builds"\n`,
  },
  sh('curl -X PUT with a body', 'method change (9.0/4', `curl -fsS -X PUT ${AUTH} -d "reason=spam" "$API/users/7/block"`),
  // A value renamed with its key: each of them written in the shell word (`visibility_level=10` → `visibility=internal`).
  sh('curl -d value renamed with its key', 'value renamed with its key', `curl -fsS -X PUT ${AUTH} -d "name=x&visibility_level=10" "$API/projects/5"`),
  sh('curl -d public, a reserved word in JS', 'value renamed with its key', `curl -fsS -X PUT ${AUTH} -d "public=true" "$API/projects/5"`),
  sh('curl -d value inverted with its key', 'value inverted with its key', `curl -fsS ${AUTH} -d "email=a@b.c&confirm=false" "$API/users"`),
  sh('curl events sort in the URL', 'value lowered (events/sort', `curl -fsS ${AUTH} "$API/projects/5/events?sort=DESC"`),
  sh('curl events sort by -G -d', 'value lowered (events/sort', `curl -fsS ${AUTH} -G -d sort=DESC "$API/projects/5/events"`),
  sh('curl events target_type', 'value lowered (events/target_type', `curl -fsS ${AUTH} "$API/projects/5/events?target_type=Issue"`),
  sh('curl loop of route moves', 'route move', `for id in 5 6; do\n  curl -fsS ${AUTH} "$API/projects/$id/builds"\ndone`),
  // A file path from a variable would need encoding the shell cannot spell in place: held.
  sh('curl held: file_path from a variable', 'held', `FILE="docs/a.md"\ncurl -fsS ${AUTH} "$API/projects/5/repository/files?file_path=$FILE&ref=master"`),
  sh('curl route move with a query', 'route move', `curl -fsS ${AUTH} "$API/projects/5/builds?scope=failed&per_page=2"`),
  sh('curl route move inside the path', 'route move', `curl -fsS ${AUTH} -X POST "$API/projects/5/builds/7/retry"`),
  sh('curl --data-raw renamed', 'param rename', `curl -fsS ${AUTH} --data-raw "branch_name=feature&ref=master" "$API/projects/5/repository/branches"`),
  // wget.
  sh('wget route move', 'route move', `${WGET} "$API/projects/5/builds"`, ['wget']),
  sh('wget --method rewritten', 'method change (9.0/1', `${WGET} --method=DELETE "$API/projects/5/star"`, ['wget']),
  sh('wget --method=PUT rewritten', 'method change (9.0/4', `${WGET} --method=PUT "$API/users/7/unblock"`, ['wget']),
  sh('wget --method=PUT with --body-data', 'method change (9.0/4', `${WGET} --method=PUT --body-data "reason=spam" "$API/users/7/block"`, ['wget']),
  sh('wget --post-data renamed', 'param rename', `${WGET} --post-data "branch_name=feature&ref=master" "$API/projects/5/repository/branches"`, ['wget']),
  // Traps: the base is also read where the tool cannot prove the route, so nothing moves.
  // A function around one curl is read: its callers' URLs are its requests (it was held before the adapter read them).
  sh('curl in a function: its callers move', 'route move', `fetch_json() { curl -fsS ${AUTH} "$1"; }\ncurl -fsS ${AUTH} "$API/projects/5/builds"\nfetch_json "$API/projects/5/builds"`),
  sh('curl held: a function of the script with two commands reads the base', 'held', `fetch_json() { curl -fsS ${AUTH} "$1" || curl -fsS ${AUTH} "$1"; }\ncurl -fsS ${AUTH} "$API/projects/5/builds"\nfetch_json "$API/projects/5/builds"`),
  sh('curl held: a body the tool cannot read', 'held', `DATA="branch_name=feature&ref=master"\ncurl -fsS ${AUTH} "$API/projects/5/builds"\ncurl -fsS ${AUTH} -d "$DATA" "$API/projects/5/repository/branches"`),
  sh('curl held: a manual finding on the base', 'held', `curl -fsS ${AUTH} "$API/projects/5/builds"\ncurl -fsS ${AUTH} "$API/projects/5/repository/commits/abc123/builds"`),

  // Makefile recipes: make's variables, from the environment or the file.
  {
    name: 'make recipe route move',
    file: 'route-move.mk',
    text: `GITLAB_API ?= http://127.0.0.1:$(PORT)/api/v3\n\nbuilds:\n\tcurl -fsS -H "PRIVATE-TOKEN: $(GITLAB_TOKEN)" "$(GITLAB_API)/projects/5/builds"\n`,
    expect: 'route move',
    needs: ['make', 'curl'],
  },
  {
    name: 'make recipe -X rewritten',
    file: 'unstar.mk',
    text: `GITLAB_API := http://127.0.0.1:$(PORT)/api/v3\n\nunstar:\n\t@curl -fsS -X DELETE -H "PRIVATE-TOKEN: $(GITLAB_TOKEN)" "$(GITLAB_API)/projects/5/star"\n`,
    expect: 'method change (9.0/1',
    needs: ['make', 'curl'],
  },

  // GitLab CI jobs (run as the runner's shell executor runs them: test/http/ci-job.ts).
  {
    name: 'CI job -X rewritten',
    file: 'unstar.gitlab-ci.yml',
    text: `variables:\n  GITLAB_API: "http://127.0.0.1:\${PORT}/api/v3"\n\nunstar:\n  script:\n    - 'curl -fsS -X DELETE -H "PRIVATE-TOKEN: $GITLAB_TOKEN" "$GITLAB_API/projects/5/star"'\n`,
    expect: 'method change (9.0/1',
    needs: ['bash', 'curl'],
  },
  {
    name: 'CI job | block renamed',
    file: 'branch.gitlab-ci.yml',
    text: `variables:\n  GITLAB_API: "http://127.0.0.1:\${PORT}/api/v3"\n\nbranch:\n  script:\n    - |\n      curl -fsS --request POST \\\n        -H "PRIVATE-TOKEN: $GITLAB_TOKEN" \\\n        -d "branch_name=feature&ref=master" \\\n        "$GITLAB_API/projects/5/repository/branches"\n`,
    expect: 'param rename',
    needs: ['bash', 'curl'],
  },
  {
    name: 'CI job > block, job variables',
    file: 'builds.gitlab-ci.yml',
    text: `builds:\n  variables:\n    API: "http://127.0.0.1:$PORT/api/v3"\n  script:\n    - >\n      curl -fsS -H "PRIVATE-TOKEN: $GITLAB_TOKEN"\n      "$API/projects/5/builds"\n`,
    expect: 'route move',
    needs: ['bash', 'curl'],
  },

  // Python's standard library: http.client's request line (the adapter reads `request` on a connection named `client`, `conn`, `connection`).
  httpClientPy('http.client prefix', 'prefix', `client.request("GET", "/api/v3/projects/5", headers=HEADERS)`),
  httpClientPy('http.client route move', 'route move', `client.request("GET", "/api/v3/projects/5/builds", headers=HEADERS)`),
  py(
    'http.client path base in a variable',
    'route move',
    HTTP_CLIENT,
    `API = "/api/v3"\nclient.request("GET", API + "/projects/5/builds", headers=HEADERS)\nresponse = client.getresponse()\nresponse.read()\nassert response.status < 400, response.status`,
    ['python3'],
  ),
  py(
    'http.client conn method rewritten',
    'method change (9.0/1',
    HTTP_CLIENT.replace(/client = /, 'conn = '),
    `conn.request("DELETE", "/api/v3/projects/5/star", headers=HEADERS)\nresponse = conn.getresponse()\nresponse.read()\nassert response.status < 400, response.status`,
    ['python3'],
  ),
  httpClientPy('http.client method rewritten', 'method change (9.0/1', `client.request("DELETE", "/api/v3/projects/5/star", headers=HEADERS)`),
  // The adapter reads `urlencode({…})`'s fields (it held this body before it did).
  httpClientPy(
    'http.client urlencoded body renamed',
    'param rename',
    `import urllib.parse\nclient.request("POST", "/api/v3/projects/5/repository/branches", body=urllib.parse.urlencode({"branch_name": "feature", "ref": "master"}), headers={**HEADERS, "Content-Type": "application/x-www-form-urlencoded"})`,
  ),
  // urllib.request, which the adapter does not read: its base must stay.
  py(
    'urllib held: a call the adapter does not read',
    'held',
    `import os\nimport urllib.request\n\nAPI = f"http://127.0.0.1:{os.environ['PORT']}/api/v3"\n`,
    `request = urllib.request.Request(f"{API}/projects/5/builds", headers={"PRIVATE-TOKEN": os.environ["GITLAB_TOKEN"]})\nurllib.request.urlopen(request).read()`,
    ['python3'],
  ),

  // requests, when it is installed.
  requestsPy('requests prefix', 'prefix', `requests.get(f"{API}/projects/5", headers=HEADERS)`),
  requestsPy('requests route move', 'route move', `requests.get(API + "/projects/5/builds", headers=HEADERS)`),
  // fixtures/languages-2's style: a class constant read as self.API, slashes stripped, a helper given the method.
  py(
    'requests class constant and helper',
    'route move',
    `import os\n\nimport requests\n\n`,
    [
      'class GitLab(object):',
      "    API = '/api/v3'",
      '',
      '    def __init__(self, url):',
      "        self.url = url.rstrip('/') + self.API",
      '',
      '    def _request(self, method, path):',
      "        url = '{}/{}'.format(self.url, path.lstrip('/'))",
      '        response = requests.request(method, url, headers={"PRIVATE-TOKEN": os.environ["GITLAB_TOKEN"]})',
      '        response.raise_for_status()',
      '        return response',
      '',
      '    def builds(self, project_id):',
      "        return self._request('GET', 'projects/%s/builds' % project_id)",
      '',
      '',
      "GitLab('http://127.0.0.1:%s/' % os.environ['PORT']).builds(5)",
    ].join('\n'),
    ['python3', 'requests'],
  ),
  py(
    'requests helper given the method',
    'method change (9.0/1',
    `import os\n\nimport requests\n\nAPI = f"http://127.0.0.1:{os.environ['PORT']}/api/v3"\n\n`,
    [
      'def call(method, path):',
      "    response = requests.request(method, '%s/%s' % (API, path), headers={'PRIVATE-TOKEN': os.environ['GITLAB_TOKEN']})",
      '    response.raise_for_status()',
      '',
      '',
      "call('DELETE', 'projects/5/star')",
    ].join('\n'),
    ['python3', 'requests'],
  ),
  py('requests session route move', 'route move', PY, `session = requests.Session()\nsession.headers.update(HEADERS)\nsession.get(API + "/projects/5/builds").raise_for_status()`, ['python3', 'requests']),
  py('requests session method change', 'method change (9.0/1', PY, `with requests.Session() as session:\n    session.headers.update(HEADERS)\n    session.delete(API + "/projects/5/star").raise_for_status()`, ['python3', 'requests']),
  requestsPy('requests method change', 'method change (9.0/1', `requests.delete(f"{API}/projects/5/star", headers=HEADERS)`),
  requestsPy('requests.request method rewritten', 'method change (9.0/1', `requests.request("DELETE", f"{API}/projects/5/star", headers=HEADERS)`),
  requestsPy('requests data renamed', 'param rename', `requests.post(f"{API}/projects/5/repository/branches", data={"branch_name": "feature", "ref": "master"}, headers=HEADERS)`),
  requestsPy('requests json renamed', 'param rename', `requests.post(f"{API}/projects/5/repository/branches", json={"branch_name": "feature", "ref": "master"}, headers=HEADERS)`),
  requestsPy('requests put block', 'method change (9.0/4', `requests.put(f"{API}/users/7/block", headers=HEADERS)`),
  // A value renamed with its key (`"visibility_level": 10` → `"visibility": "internal"`) is not a plain text edit here: held.
  requestsPy('requests held: visibility_level in data', 'held', `requests.put(f"{API}/projects/5", data={"visibility_level": 10}, headers=HEADERS)`),
  requestsPy('requests held: visibility_level in json', 'held', `requests.put(f"{API}/projects/5", json={"name": "x", "visibility_level": 10}, headers=HEADERS)`),
  requestsPy('requests held: public, a reserved word in JS', 'held', `requests.put(f"{API}/projects/5", data={"public": True}, headers=HEADERS)`),
  requestsPy('requests events sort in params', 'value lowered (events/sort', `requests.get(f"{API}/projects/5/events", params={"sort": "DESC"}, headers=HEADERS)`),
  requestsPy('requests query added', 'query added', `requests.get(f"{API}/projects/owned", params={"per_page": "5"}, headers=HEADERS)`),
  requestsPy('requests query added in the URL', 'query added', `requests.get(API + "/projects/owned?per_page=5", headers=HEADERS)`),
  py('requests URL in a variable', 'route move', PY, `url = f"{API}/projects/5/builds"\nrequests.get(url, headers=HEADERS).raise_for_status()`, ['python3', 'requests']),
  {
    ...requestsPy('requests base from os.getenv', 'route move', `requests.get(f"{API}/projects/5/builds", headers=HEADERS)`),
    text: `import os\n\nimport requests\n\nAPI = os.getenv("GITLAB_API", f"http://127.0.0.1:{os.environ['PORT']}/api/v3")\nHEADERS = {"PRIVATE-TOKEN": os.environ["GITLAB_TOKEN"]}\nrequests.get(f"{API}/projects/5/builds", headers=HEADERS).raise_for_status()\n`,
  },
  // The adapter reads `str.format` (it held the base of this file before it did).
  py(
    'requests str.format route move',
    'route move',
    PY,
    `requests.get(f"{API}/projects/5", headers=HEADERS).raise_for_status()\nrequests.get("{}/projects/{}/builds".format(API, 5), headers=HEADERS).raise_for_status()`,
    ['python3', 'requests'],
  ),
  // A `%` placeholder's variable is spelled by the placeholder: a segment added after it goes after `%s`.
  py('requests % placeholder: a segment added after it', 'method change and a segment added', PY, `todo = str(3)\nrequests.delete("%s/todos/%s" % (API, todo), headers=HEADERS).raise_for_status()`, ['python3', 'requests']),
  py(
    'requests base in a class attribute',
    'route move',
    `import os\n\nimport requests\n\nHEADERS = {"PRIVATE-TOKEN": os.environ["GITLAB_TOKEN"]}\n`,
    `class Api:\n    def __init__(self):\n        self.api_url = f"http://127.0.0.1:{os.environ['PORT']}/api/v3"\n        self.session = requests.Session()\n        self.session.headers.update(HEADERS)\n\n    def builds(self, pid):\n        return self.session.get("{0}/projects/{1}/builds".format(self.api_url, pid))\n\n\nApi().builds(5).raise_for_status()`,
    ['python3', 'requests'],
  ),
  py('requests helper function: its callers move', 'route move', PY, `def get(path):\n    return requests.get(API + path, headers=HEADERS)\n\n\nget("/projects/5/builds").raise_for_status()`, ['python3', 'requests']),
  py('requests held: file_path from a variable in the URL', 'held', PY, `path = "docs/a.md"\nrequests.get(f"{API}/projects/5/repository/files?file_path={path}&ref=master", headers=HEADERS).raise_for_status()`, ['python3', 'requests']),
  requestsPy('requests file_path in params', 'held', `requests.get(f"{API}/projects/5/repository/files", params={"file_path": "docs/a.md", "ref": "master"}, headers=HEADERS)`),
  requestsPy('requests events date in params', 'review: an events date', `requests.get(f"{API}/projects/5/events", params={"after": "2017-01-31T10:00:00Z"}, headers=HEADERS)`, true),
  py(
    'requests held: urllib reads the same base',
    'held',
    PY,
    `import urllib.request\n\nrequests.get(f"{API}/projects/5", headers=HEADERS).raise_for_status()\nurllib.request.urlopen(urllib.request.Request(f"{API}/projects/5/builds", headers=HEADERS)).read()`,
    ['python3', 'requests'],
  ),

  // Python styles the issue names: a base without the prefix (`.format`, `%`), a base in an attribute.
  py(
    'requests str.format with the prefix in the template',
    'route move',
    HOST_PY,
    `requests.get('{0}/api/v3/projects/{1}/builds'.format(HOST, 5), headers=HEADERS).raise_for_status()`,
    ['python3', 'requests'],
  ),
  py('requests % with the prefix in the template', 'param rename', HOST_PY, `requests.post("%s/api/v3/projects/%d/repository/branches" % (HOST, 5), data={"branch_name": "feature", "ref": "master"}, headers=HEADERS).raise_for_status()`, ['python3', 'requests']),
  py(
    'requests session, base attribute from a host attribute',
    'method change (9.0/1',
    HOST_PY,
    `class Gitlab:\n    def __init__(self, host):\n        self.host = host\n        self.api_url = self.host + '/api/v3'\n        self.session = requests.Session()\n        self.session.headers.update(HEADERS)\n\n    def unstar(self, pid):\n        return self.session.delete('{0}/projects/{1}/star'.format(self.api_url, pid))\n\n\nGitlab(HOST).unstar(5).raise_for_status()`,
    ['python3', 'requests'],
  ),
  py('requests query added in params, % URL', 'query added', HOST_PY, `requests.get("%s/api/v3/projects/owned" % HOST, params={"per_page": 5}, headers=HEADERS).raise_for_status()`, ['python3', 'requests']),
  // urllib3 and httplib2.
  py(
    'requests host attribute in str.format, the issue\'s style',
    'route move',
    HOST_PY,
    `class Gitlab:\n    def __init__(self, host):\n        self.host = host\n\n    def builds(self, pid):\n        return requests.get('{0}/api/v3/projects/{1}/builds'.format(self.host, pid), headers=HEADERS)\n\n\nGitlab(HOST).builds(5).raise_for_status()`,
    ['python3', 'requests'],
  ),
  py(
    'requests f-string on a base attribute',
    'route move',
    `import os\n\nimport requests\n\nHEADERS = {"PRIVATE-TOKEN": os.environ["GITLAB_TOKEN"]}\n`,
    `class Api:\n    def __init__(self):\n        self.api_url = f"http://127.0.0.1:{os.environ['PORT']}/api/v3"\n\n    def builds(self, pid):\n        return requests.get(f"{self.api_url}/projects/{pid}/builds", headers=HEADERS)\n\n\nApi().builds(5).raise_for_status()`,
    ['python3', 'requests'],
  ),
  py('requests session.request method rewritten', 'method change (9.0/1', PY, `session = requests.Session()\nsession.headers.update(HEADERS)\nsession.request("DELETE", url=API + "/projects/5/star").raise_for_status()`, ['python3', 'requests']),
  py('requests % inside a concatenation', 'route move', PY, `pid = 5\nrequests.get(API + "/projects/%d/builds" % pid, headers=HEADERS).raise_for_status()`, ['python3', 'requests']),
  // str.join of written items is read since rubypy26 (it was held, unread): the fix moves the base and the route together.
  py('requests a URL joined by str.join', 'route move', PY, `requests.get(API + "/projects/5", headers=HEADERS).raise_for_status()\nrequests.get("/".join([API, "projects", "5", "builds"]), headers=HEADERS).raise_for_status()`, ['python3', 'requests']),
  py('requests % with a dict', 'route move', HOST_PY, `requests.get("%(host)s/api/v3/projects/%(id)s/builds" % {"host": HOST, "id": 5}, headers=HEADERS).raise_for_status()`, ['python3', 'requests']),
  py(
    'requests session data renamed',
    'param rename',
    PY,
    `session = requests.Session()\nsession.headers.update(HEADERS)\nsession.post(API + "/projects/5/repository/branches", data={"branch_name": "feature", "ref": "master"}).raise_for_status()`,
    ['python3', 'requests'],
  ),
  py('requests session params, query added', 'query added', PY, `session = requests.Session()\nsession.headers.update(HEADERS)\nsession.get(API + "/projects/owned", params={"per_page": 5}).raise_for_status()`, ['python3', 'requests']),
  py('httplib2 urlencoded body renamed', 'param rename', HTTPLIB2, `from urllib.parse import urlencode\n${HTTPLIB2_CHECK(`http.request(API + "/projects/5/repository/branches", "POST", body=urlencode({"branch_name": "feature", "ref": "master"}), headers={**HEADERS, "Content-Type": "application/x-www-form-urlencoded"})`)}`, ['python3', 'httplib2']),
  // urllib3 is not proven (a GET's `fields` go after a `?` the fix may already have added): fixed for review.
  py('urllib3 route move', 'route move', URLLIB3, `${URLLIB3_CHECK(`http.request("GET", API + "/projects/5/builds", headers=HEADERS)`)}`, ['python3', 'urllib3'], true),
  py('urllib3 method change', 'method change (9.0/4', URLLIB3, `${URLLIB3_CHECK(`http.request("PUT", API + "/users/7/block", headers=HEADERS)`)}`, ['python3', 'urllib3'], true),
  py('urllib3 query added in fields', 'query added', URLLIB3, `${URLLIB3_CHECK(`http.request("GET", API + "/projects/owned", fields={"per_page": "5"}, headers=HEADERS)`)}`, ['python3', 'urllib3'], true),
  py('httplib2 route move', 'route move', HTTPLIB2, `${HTTPLIB2_CHECK(`http.request(API + "/projects/5/builds", "GET", headers=HEADERS)`)}`, ['python3', 'httplib2']),
  py('httplib2 method change', 'method change (9.0/1', HTTPLIB2, `${HTTPLIB2_CHECK(`http.request("{}/projects/{}/star".format(API, 5), "DELETE", headers=HEADERS)`)}`, ['python3', 'httplib2']),
  py(
    'httplib2 held: a client object the reader does not know reads the base',
    'held',
    HTTPLIB2,
    `${HTTPLIB2_CHECK(`http.request(API + "/projects/5/builds", "GET", headers=HEADERS)`)}\nh = getattr(httplib2, "Http")()\nresponse, _ = h.request(API + "/projects/5/builds", "GET", headers=HEADERS)\nassert response.status < 400, response.status`,
    ['python3', 'httplib2'],
  ),
  // A receiver of any name the registry's factory made (`h = httplib2.Http()`) is that client.
  py(
    'httplib2 route move on a second client object of another name',
    'route move',
    HTTPLIB2,
    `${HTTPLIB2_CHECK(`http.request(API + "/projects/5/builds", "GET", headers=HEADERS)`)}\nh = httplib2.Http()\nresponse, _ = h.request(API + "/projects/5/builds", "GET", headers=HEADERS)\nassert response.status < 400, response.status`,
    ['python3', 'httplib2'],
  ),

  // Ruby: HTTParty's whole URL, its class with `base_uri` (bare `get` in class methods, `self.class.get`).
  rb('HTTParty.get route move', 'route move', ['httparty'], `check HTTParty.get("#{API}/projects/5/builds", headers: HEADERS)`),
  rb('HTTParty.get prefix', 'prefix', ['httparty'], `check HTTParty.get("#{API}/projects/5", headers: HEADERS)`),
  rb('HTTParty.post body renamed', 'param rename', ['httparty'], `check HTTParty.post("#{API}/projects/5/repository/branches", body: { branch_name: 'feature', ref: 'master' }, headers: HEADERS)`),
  rb('HTTParty.get query added', 'query added', ['httparty'], `check HTTParty.get("#{API}/projects/owned", query: { per_page: 5 }, headers: HEADERS)`),
  rb(
    'HTTParty base_uri, self.class.get route move',
    'route move',
    ['httparty'],
    `class Gitlab\n  include HTTParty\n  base_uri "http://127.0.0.1:#{ENV['PORT']}/api/v3"\n  headers HEADERS\n\n  def builds(id)\n    self.class.get("/projects/#{id}/builds")\n  end\nend\n\ncheck Gitlab.new.builds(5)`,
  ),
  rb(
    'HTTParty base_uri, bare delete in a class method',
    'method change (9.0/1',
    ['httparty'],
    `class Gitlab\n  include HTTParty\n  base_uri "http://127.0.0.1:#{ENV['PORT']}/api/v3"\n  headers HEADERS\n\n  def self.unstar(id)\n    delete("/projects/#{id}/star")\n  end\nend\n\ncheck Gitlab.unstar(5)`,
  ),
  rb(
    'HTTParty base_uri, bare get with options query',
    'query added',
    ['httparty'],
    `class Gitlab\n  include HTTParty\n  base_uri "http://127.0.0.1:#{ENV['PORT']}/api/v3"\n  headers HEADERS\n\n  def self.owned\n    get("/projects/owned", query: { per_page: 5 })\n  end\nend\n\ncheck Gitlab.owned`,
  ),
  rb(
    'HTTParty held: a v3-only route on the base_uri',
    'held',
    ['httparty'],
    `class Gitlab\n  include HTTParty\n  base_uri "http://127.0.0.1:#{ENV['PORT']}/api/v3"\n  headers HEADERS\n\n  def self.builds(id)\n    get("/projects/#{id}/builds")\n  end\n\n  def self.commit_builds(id, sha)\n    get("/projects/#{id}/repository/commits/#{sha}/builds")\n  end\nend\n\ncheck Gitlab.builds(5)\ncheck Gitlab.commit_builds(5, 'abc123')`,
  ),
  // The gitlab gem's request layer: a base given to the instance, bare `get(path)` of its own: the base is read where no request shows its route, held.
  rb(
    'HTTParty held: the base handed to an instance of a request layer',
    'held',
    ['httparty'],
    `class Request\n  include HTTParty\n  headers HEADERS\n\n  def initialize(endpoint)\n    @endpoint = endpoint\n  end\n\n  def get(path)\n    self.class.get(@endpoint + path)\n  end\nend\n\nclass Client < Request\n  def builds(project)\n    get("/projects/#{project}/builds")\n  end\nend\n\ncheck Client.new(API).builds(5)`,
  ),
  rb(
    'HTTParty base_uri, bare put in a class method',
    'method change (9.0/4',
    ['httparty'],
    `class Gitlab\n  include HTTParty\n  base_uri "http://127.0.0.1:#{ENV['PORT']}/api/v3"\n  headers HEADERS\n\n  def self.block(id)\n    put("/users/#{id}/block")\n  end\nend\n\ncheck Gitlab.block(7)`,
  ),
  rb(
    'HTTParty base_uri, bare post with a body renamed',
    'param rename',
    ['httparty'],
    `class Gitlab\n  include HTTParty\n  base_uri "http://127.0.0.1:#{ENV['PORT']}/api/v3"\n  headers HEADERS\n\n  def self.branch(id)\n    post("/projects/#{id}/repository/branches", body: { branch_name: 'feature', ref: 'master' })\n  end\nend\n\ncheck Gitlab.branch(5)`,
  ),
  rb(
    'HTTParty base_uri, options merged with a query',
    'query added',
    ['httparty'],
    `class Gitlab\n  include HTTParty\n  base_uri "http://127.0.0.1:#{ENV['PORT']}/api/v3"\n\n  def initialize\n    @options = { headers: HEADERS }\n  end\n\n  def owned\n    self.class.get("/projects/owned", @options.merge(query: { per_page: 5 }))\n  end\nend\n\ncheck Gitlab.new.owned`,
  ),
  rb(
    'HTTParty.get on an instance variable base',
    'route move',
    ['httparty'],
    `class Api\n  def initialize\n    @base = "http://127.0.0.1:#{ENV['PORT']}/api/v3"\n  end\n\n  def builds(id)\n    HTTParty.get("#{@base}/projects/#{id}/builds", headers: HEADERS)\n  end\nend\n\ncheck Api.new.builds(5)`,
  ),
  rb('RestClient query added with params in the headers', 'query added', ['rest-client'], `check RestClient.get("#{API}/projects/owned", HEADERS.merge(params: { per_page: 5 }))`),
  rb(
    'RestClient::Request.execute held: a call the reader does not read',
    'held',
    ['rest-client'],
    `check RestClient.get("#{API}/projects/5", HEADERS)\ncheck RestClient::Request.execute(method: :get, url: "#{API}/projects/5/builds", headers: HEADERS)`,
  ),
  // Faraday: a connection with `url:`, paths relative to it.
  rb('Faraday conn.get route move', 'route move', ['faraday'], `conn = Faraday.new(url: "#{API}/", headers: HEADERS)\ncheck conn.get("projects/5/builds")`),
  rb('Faraday url without a slash, prefix', 'prefix', ['faraday'], `conn = Faraday.new(url: API, headers: HEADERS)\ncheck conn.get("projects/5")`),
  rb('Faraday conn.delete method change', 'method change (9.0/1', ['faraday'], `conn = Faraday.new(url: API, headers: HEADERS)\ncheck conn.delete("projects/5/star")`),
  rb('Faraday conn.put method change', 'method change (9.0/4', ['faraday'], `conn = Faraday.new(url: "#{API}/", headers: HEADERS)\ncheck conn.put("users/7/block")`),
  rb('Faraday conn.get params, query added', 'query added', ['faraday'], `conn = Faraday.new(url: "#{API}/", headers: HEADERS)\ncheck conn.get("projects/owned", { per_page: 5 })`),
  rb('Faraday conn.post body renamed', 'param rename', ['faraday'], `conn = Faraday.new(url: "#{API}/", headers: HEADERS)\ncheck conn.post("projects/5/repository/branches", { branch_name: 'feature', ref: 'master' })`),
  // fixtures/languages-2's styles: a frozen path constant, pairs without braces as Faraday's body.
  rb('Faraday frozen prefix, body without braces', 'param rename', ['faraday'], `API_PATH = '/api/v3'.freeze\nconn = Faraday.new(url: "http://127.0.0.1:#{ENV['PORT']}" + API_PATH + '/', headers: HEADERS)\ncheck conn.post("projects/5/repository/branches", branch_name: 'feature', ref: 'master')`),
  // RestClient.
  rb('RestClient.get route move', 'route move', ['rest-client'], `check RestClient.get("#{API}/projects/5/builds", HEADERS)`),
  rb('RestClient.post payload renamed', 'param rename', ['rest-client'], `check RestClient.post("#{API}/projects/5/repository/branches", { branch_name: 'feature', ref: 'master' }, HEADERS)`),
  rb('RestClient held: delete with headers, a verb the fix cannot rename', 'held', ['rest-client'], `check RestClient.get("#{API}/projects/5", HEADERS)\ncheck RestClient.delete("#{API}/projects/5/star", HEADERS)`),
  // Net::HTTP's request classes: the class is the method.
  rb(
    'Net::HTTP::Delete method change',
    'method change (9.0/1',
    [],
    `uri = URI("#{API}/projects/5/star")\nreq = Net::HTTP::Delete.new(uri)\nreq['PRIVATE-TOKEN'] = ENV['GITLAB_TOKEN']\nres = Net::HTTP.start(uri.hostname, uri.port) { |http| http.request(req) }\nraise res.code unless res.is_a?(Net::HTTPSuccess)`,
  ),
  rb(
    'Net::HTTP::Post form renamed',
    'param rename',
    [],
    `uri = URI("#{API}/projects/5/repository/branches")\nreq = Net::HTTP::Post.new(uri)\nreq['PRIVATE-TOKEN'] = ENV['GITLAB_TOKEN']\nreq.set_form_data('branch_name' => 'feature', 'ref' => 'master')\nres = Net::HTTP.start(uri.hostname, uri.port) { |http| http.request(req) }\nraise res.code unless res.is_a?(Net::HTTPSuccess)`,
  ),
  rb(
    'Net::HTTP::Get route move',
    'route move',
    [],
    `uri = URI("#{API}/projects/5/builds")\nreq = Net::HTTP::Get.new(uri)\nreq['PRIVATE-TOKEN'] = ENV['GITLAB_TOKEN']\nres = Net::HTTP.start(uri.hostname, uri.port) { |http| http.request(req) }\nraise res.code unless res.is_a?(Net::HTTPSuccess)`,
  ),
];
