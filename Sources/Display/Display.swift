// Display module.
