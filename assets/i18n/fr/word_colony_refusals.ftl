# Word Colony: why the rules refused an action (the engine's typed refusals).
