// Page-level settings read by the web app at start-up. Edit after deployment; no rebuild needed.
// shuyuan_api_url: base URL of the API server, e.g. 'https://api.example.com'. Empty = same origin.
window.shuyuan_api_url = '';
