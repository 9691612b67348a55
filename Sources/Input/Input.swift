// Input module.
