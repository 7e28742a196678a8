"""A silent speech server for Orca, for scripts/orca-check.sh.

Orca logs every utterance (`SPEECH OUTPUT: '...'`) before it hands it to its speech server.
With speech disabled (`orca -d speech`) it still logs what its generators say, but drops its
messages (a window's new title, a description's change: `presentMessage`), which a user
hears. This server lets speech stay on and says nothing: no speech-dispatcher, no audio, so
nothing can hang on a machine without sound. Orca loads it by name (settings'
`speechServerFactory`) from PYTHONPATH.
"""

from orca import speechserver


class SpeechServer(speechserver.SpeechServer):
    """Speaks nothing; Orca's log has every utterance."""

    _server = None

    @staticmethod
    def getFactoryName():
        return "Silent"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._server is None:
            SpeechServer._server = SpeechServer()
        return SpeechServer._server

    @staticmethod
    def shutdownActiveServers():
        SpeechServer._server = None

    def getInfo(self):
        return ["Silent", "silent"]

    def getVoiceFamilies(self):
        return []
