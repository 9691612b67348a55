// Render module.
