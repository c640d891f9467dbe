// Static assets are URLs at runtime; in component tests their name is enough.
module.exports = 'test-file-stub';
